// Synthetic Driver App source written for contract-report tests; not a real app.
import React from 'react'
import { View, Text, Pressable } from 'react-native'
import { useLanguage } from '../providers/LanguageSelector'

export const Profile = (props) => {
  const [, t] = useLanguage()
  return (
    <View>
      <Text>{t('PROFILE_TITLE', 'Profile')}</Text>
      <Text>{t('PROFILE_GREETING', 'Hello, _name_')}</Text>
      <Text>{t('PROFILE_NAME_LABEL', 'Name')}</Text>
      <Text>{t("PROFILE_LASTNAME_LABEL", "Last name")}</Text>
      <Text>{t('PROFILE_PHONE_LABEL', 'Phone')}</Text>
      <Text>{t(`PROFILE_EMAIL_LABEL`, `Email`)}</Text>
      <Text>{t(
          'PROFILE_VEHICLE_LABEL',
          'Vehicle'
        )}</Text>
      <Text>{t('PROFILE_VEHICLE_BIKE', 'Bicycle')}</Text>
      <Text>{t('PROFILE_VEHICLE_MOTORCYCLE', 'Motorcycle')}</Text>
      <Text>{t('PROFILE_VEHICLE_CAR', 'Car')}</Text>
      <Pressable onPress={() => props.onAction('profile_edit_button')}>
        <Text>{t("PROFILE_EDIT_BUTTON", "Edit profile")}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('profile_save_button')}>
        <Text>{t('PROFILE_SAVE_BUTTON', 'Save')}</Text>
      </Pressable>
      <Text>{t(`PROFILE_SAVED_MESSAGE`, `Your profile was saved`)}</Text>
      <Pressable onPress={() => props.onAction('profile_photo_button')}>
        <Text>{t(
          'PROFILE_PHOTO_BUTTON',
          'Change photo'
        )}</Text>
      </Pressable>
      <Text>{t('PROFILE_RATING_LABEL', 'Rating')}</Text>
      <Text>{t('PROFILE_EARNINGS_TITLE', 'Earnings')}</Text>
      <Text>{t('PROFILE_EARNINGS_TODAY_LABEL', 'Today: :amount:')}</Text>
      <Pressable onPress={() => props.onAction('profile_support_button')}>
        <Text>{t("PROFILE_SUPPORT_BUTTON", "Help and support")}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('profile_terms_button')}>
        <Text>{t('PROFILE_TERMS_BUTTON', 'Terms and conditions')}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('profile_privacy_button')}>
        <Text>{t(`PROFILE_PRIVACY_BUTTON`, `Privacy policy`)}</Text>
      </Pressable>
      <Text>{t(
          'PROFILE_APP_VERSION_LABEL',
          'Version _version_'
        )}</Text>
      <Text>{t('PROFILE_DELETE_ACCOUNT_WARNING', 'Deleting your account cannot be undone')}</Text>
      <Text>{t('PROFILE_NOTIFICATIONS_LABEL', 'Order notifications')}</Text>
      <Text>{t('PROFILE_SOUND_LABEL', 'Sound')}</Text>
      <Pressable onPress={props.onLogout}>
        <Text>{t('LOGOUT', 'Log out')}</Text>
      </Pressable>
      <Pressable onPress={props.onCancel}>
        <Text>{t('CANCEL_BUTTON', 'Cancel')}</Text>
      </Pressable>
    </View>
  )
}
