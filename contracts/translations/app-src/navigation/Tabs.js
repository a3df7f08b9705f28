// Synthetic Driver App source written for contract-report tests; not a real app.
import React from 'react'
import { View, Text, Pressable } from 'react-native'
import { useLanguage } from '../providers/LanguageSelector'

export const Tabs = (props) => {
  const [, t] = useLanguage()
  return (
    <View>
      <Text>{t('TAB_ORDERS', 'Orders')}</Text>
      <Text>{t('TAB_MAP', 'Map')}</Text>
      <Text>{t('TAB_MESSAGES', 'Messages')}</Text>
      <Text>{t("TAB_PROFILE", "Profile")}</Text>
      <Text>{t('TAB_HISTORY')}</Text>
      <Pressable onPress={() => props.onAction('nav_back_button')}>
        <Text>{t(`NAV_BACK_BUTTON`, `Back`)}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('nav_close_button')}>
        <Text>{t('NAV_CLOSE_BUTTON', 'Close')}</Text>
      </Pressable>
      <Text>{t('NAV_MENU_TITLE', 'Menu')}</Text>
      <Text>{t('NAV_NOTIFICATIONS_TITLE', 'Notifications')}</Text>
      <Text>{t('NAV_SETTINGS_TITLE', 'Settings')}</Text>
    </View>
  )
}
