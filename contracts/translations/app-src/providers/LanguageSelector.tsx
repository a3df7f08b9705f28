// Synthetic Driver App source written for contract-report tests; not a real app.
import React, { createContext, useContext } from 'react'
import { View, Text, Pressable } from 'react-native'

export type TFunction = (key: string, fallback?: string) => string

type LanguageState = { loading: boolean; dictionary: Record<string, string> }

const LanguageContext = createContext<[LanguageState, TFunction] | null>(null)

// Resolution order from the contract: Driver-prefixed key, original key, fallback, key text.
export const makeTranslate = (state: LanguageState): TFunction => {
  function t(key: string, fallback?: string): string {
    return state.dictionary[`DRIVER_APP_${key}`] ?? state.dictionary[key] ?? fallback ?? key
  }
  return t
}

export const useLanguage = () => useContext(LanguageContext)!

export const LanguageSelector = (props) => {
  const [, t] = useLanguage()
  return (
    <View>
      <Text>{t('LANGUAGE_TITLE', 'Language')}</Text>
      <Text>{t('LANGUAGE_SELECT_PLACEHOLDER', 'Select a language')}</Text>
      <Pressable onPress={() => props.onAction('language_change_button')}>
        <Text>{t('LANGUAGE_CHANGE_BUTTON', 'Change language')}</Text>
      </Pressable>
      <Text>{t("LANGUAGE_CURRENT_LABEL", "Current language")}</Text>
      <Text>{t('LANGUAGE_LOADING_MESSAGE', 'Loading language…')}</Text>
      <Text>{t(`LANGUAGE_CHANGED_MESSAGE`, `Language changed to _language_`)}</Text>
      <Text>{t(
          'LANGUAGE_RESTART_WARNING',
          'Some screens update after you reopen them'
        )}</Text>
    </View>
  )
}
