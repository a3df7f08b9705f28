// Synthetic Driver App source written for contract-report tests; not a real app.
import React from 'react'
import { View, Text, Pressable } from 'react-native'
import { useLanguage } from '../providers/LanguageSelector'

export const Map = (props) => {
  const [, t] = useLanguage()
  return (
    <View>
      <Text>{t('MAP_TITLE', 'Map')}</Text>
      <Pressable onPress={() => props.onAction('map_center_button')}>
        <Text>{t('MAP_CENTER_BUTTON', 'Center on me')}</Text>
      </Pressable>
      <Text>{t('MAP_LOCATION_PERMISSION_TITLE', 'Location access')}</Text>
      <Text>{t("MAP_LOCATION_PERMISSION_MESSAGE", "Allow location access so customers can follow their delivery")}</Text>
      <Pressable onPress={() => props.onAction('map_allow_location_button')}>
        <Text>{t('MAP_ALLOW_LOCATION_BUTTON', 'Allow')}</Text>
      </Pressable>
      <Text>{t(`MAP_GPS_OFF_WARNING`, `GPS is turned off`)}</Text>
      <Text>{t(
          'MAP_LOW_ACCURACY_WARNING',
          'Your location is not accurate'
        )}</Text>
      <Text>{t('MAP_ROUTE_LABEL', 'Route')}</Text>
      <Text>{t('MAP_TRAFFIC_LABEL', 'Traffic')}</Text>
      <Text>{t('MAP_ONLINE_STATUS', 'You are online')}</Text>
      <Text>{t("MAP_OFFLINE_STATUS", "You are offline")}</Text>
      <Pressable onPress={() => props.onAction('map_go_online_button')}>
        <Text>{t('MAP_GO_ONLINE_BUTTON', 'Go online')}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('map_go_offline_button')}>
        <Text>{t(`MAP_GO_OFFLINE_BUTTON`, `Go offline`)}</Text>
      </Pressable>
    </View>
  )
}
