// The Driver App's language context, as an app team would write it: hooks, an effect per job,
// setState({ ...state }) on the state the render captured. Written for contract-report's
// example; its known defects are listed in ../README.md (each one is marked DEFECT below).

import React, { createContext, useContext, useEffect, useState } from 'react'
import AsyncStorage from '@react-native-async-storage/async-storage'
import { useApi } from './ApiContext'

// DEFECT (device-global key): one record for the whole device, whoever is signed in.
const STORAGE_KEY = 'driver_app_language'
const DRIVER_PREFIX = 'DRIVER_APP_'

export const LanguageContext = createContext()

const isProductKey = (text) => typeof text === 'string' && /^[A-Z][A-Z0-9_]*$/.test(text)

const toRecord = (language) => ({
  id: language.id,
  code: language.code,
  rtl: Boolean(language.rtl),
  name: language.name
})

export const LanguageProvider = ({ children, defaultLanguage, persistDefault }) => {
  const [ordering, { setLanguage: setApiLanguage }] = useApi()
  const [state, setState] = useState({
    loading: true,
    language: null,
    dictionary: {},
    error: null
  })

  const readStoredLanguage = async () => {
    try {
      const stored = await AsyncStorage.getItem(STORAGE_KEY)
      return stored ? JSON.parse(stored) : null
    } catch (err) {
      console.warn('[LanguageProvider] stored language unreadable, using the default')
      return null
    }
  }

  const saveLanguage = async (language) => {
    try {
      await AsyncStorage.setItem(STORAGE_KEY, JSON.stringify(language))
    } catch (err) {
      // DEFECT (refused write swallowed): the selection goes on as if it was saved.
      console.warn('[LanguageProvider] could not save the language')
    }
  }

  const loadDefaultLanguage = async () => {
    try {
      let language = defaultLanguage ? toRecord(defaultLanguage) : null
      if (!language) {
        const { content: { error, result } } = await ordering
          .languages()
          .where([{ attribute: 'default', value: true }])
          .get()
        if (error || !result?.length) {
          setState({ ...state, loading: false, error: 'languages unavailable' })
          return
        }
        language = toRecord(result[0])
      }
      if (persistDefault) await saveLanguage(language)
      setApiLanguage(language.code)
      setState({ ...state, language })
    } catch (err) {
      setState({ ...state, loading: false, error: 'languages unavailable' })
    }
  }

  const loadTranslations = async () => {
    if (!state.loading) setState({ ...state, loading: true })
    try {
      const { content: { error, result } } = await ordering.translations().asDictionary().get()
      if (error) {
        // DEFECT (server message logged): the API's error text goes to the device log.
        console.warn('[LanguageProvider] translations failed:', result)
        setState({ ...state, loading: false, dictionary: {}, error: 'translations unavailable' })
        return
      }
      // DEFECT (late result applied): whatever answer arrives last wins, for whichever
      // language it was asked, and brings back the state of the render that asked for it.
      setState({ ...state, loading: false, dictionary: result, error: null })
    } catch (err) {
      // DEFECT (thrown fetch keeps the old dictionary): only loading is cleared.
      setState({ ...state, loading: false })
    }
  }

  const setLanguage = async (language) => {
    // DEFECT (setter after unmount): a late call still saves and switches the API client.
    const current = state.language
    if (!language || (current && current.id === language.id)) return
    const record = toRecord(language)
    await saveLanguage(record)
    setApiLanguage(record.code)
    setState({ ...state, language: record, loading: true })
  }

  const t = (key, fallback = null) => {
    if (!isProductKey(key)) return key
    const dictionary = state.dictionary || {}
    // DEFECTS (lookup order, empty strings): the original key is tried before the Driver
    // key, and `??` keeps an empty translation instead of falling back (and an empty
    // fallback instead of the key text).
    return dictionary[key] ?? dictionary[DRIVER_PREFIX + key] ?? fallback ?? key
  }

  useEffect(() => {
    const restore = async () => {
      const stored = await readStoredLanguage()
      if (!stored?.code) {
        loadDefaultLanguage()
        return
      }
      setApiLanguage(stored.code)
      setState({ ...state, language: stored })
    }
    restore()
  }, [])

  useEffect(() => {
    if (!state.language?.code || state.language.code !== ordering.language) return
    loadTranslations()
  }, [state.language?.id, ordering])

  return (
    <LanguageContext.Provider value={[state, t, setLanguage, loadTranslations]}>
      {children}
    </LanguageContext.Provider>
  )
}

export const useLanguage = () => useContext(LanguageContext)
