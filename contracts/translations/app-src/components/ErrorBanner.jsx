// Synthetic Driver App source written for contract-report tests; not a real app.
import React from 'react'
import { View, Text, Pressable } from 'react-native'
import { useLanguage } from '../providers/LanguageSelector'

export const ErrorBanner = (props) => {
  const [, t] = useLanguage()
  return (
    <View>
      <Text>{t('ERROR_NETWORK', 'No internet connection')}</Text>
      <Text>{t('ERROR_TIMEOUT', 'The request took too long. Try again.')}</Text>
      <Text>{t('ERROR_SERVER', 'Something went wrong on our side')}</Text>
      <Text>{t("ERROR_SESSION_EXPIRED", "Your session expired. Log in again.")}</Text>
      <Text>{t('ERROR_ORDER_ALREADY_TAKEN', 'Another driver already took this order')}</Text>
      <Text>{t(`ERROR_ORDER_NOT_FOUND`, `Order not found`)}</Text>
      <Text>{t(
          'ERROR_LOCATION_UNAVAILABLE',
          'We cannot get your location'
        )}</Text>
      <Text>{t('ERROR_CAMERA_PERMISSION', 'Camera access is needed for proof of delivery')}</Text>
      <Text>{t('ERROR_UPLOAD_FAILED', 'Upload failed. Try again.')}</Text>
      <Text>{t('ERROR_UNKNOWN', 'Unexpected error')}</Text>
      <Pressable onPress={() => props.onAction('error_retry_button')}>
        <Text>{t("ERROR_RETRY_BUTTON", "Try again")}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('error_dismiss_button')}>
        <Text>{t('ERROR_DISMISS_BUTTON', 'Dismiss')}</Text>
      </Pressable>
      <Text>{t(`ERROR_LANGUAGE_LOAD_FAILED`, `Translations could not be loaded`)}</Text>
      <Text>{t(
          'WARNING_LOW_BATTERY',
          'Battery low. Charge your phone to keep receiving orders.'
        )}</Text>
      <Text>{t('WARNING_APP_OUTDATED', 'A new version is available')}</Text>
    </View>
  )
}
