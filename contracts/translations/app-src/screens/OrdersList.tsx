// Synthetic Driver App source written for contract-report tests; not a real app.
import React from 'react'
import { View, Text, Pressable } from 'react-native'
import { useLanguage } from '../providers/LanguageSelector'

export const OrdersList = (props) => {
  const [, t] = useLanguage()
  return (
    <View>
      <Text>{t('ORDERS_TITLE', 'My orders')}</Text>
      <Text>{t('ORDERS_PENDING_TAB', 'Pending')}</Text>
      <Text>{t('ORDERS_IN_PROGRESS_TAB', 'In progress')}</Text>
      <Text>{t("ORDERS_COMPLETED_TAB", "Completed")}</Text>
      <Text>{t('ORDERS_CANCELLED_TAB', 'Cancelled')}</Text>
      <Text>{t(`ORDERS_EMPTY_MESSAGE`, `You have no orders right now`)}</Text>
      <Text>{t(
          'ORDERS_SEARCH_PLACEHOLDER',
          'Search by order number'
        )}</Text>
      <Pressable onPress={() => props.onAction('orders_filter_button')}>
        <Text>{t('ORDERS_FILTER_BUTTON', 'Filter')}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('orders_sort_button')}>
        <Text>{t('ORDERS_SORT_BUTTON', 'Sort')}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('orders_refresh_button')}>
        <Text>{t('ORDERS_REFRESH_BUTTON', 'Refresh')}</Text>
      </Pressable>
      <Text>{t("ORDERS_NEW_BADGE", "New")}</Text>
      <Text>{t('ORDERS_COUNT_LABEL', '_count_ orders')}</Text>
      <Pressable onPress={() => props.onAction('orders_load_more_button')}>
        <Text>{t(`ORDERS_LOAD_MORE_BUTTON`, `Load more`)}</Text>
      </Pressable>
      <Text>{t(
          'ORDERS_LAST_UPDATED_LABEL',
          'Updated _minutes_ min ago'
        )}</Text>
      {/* t('ORDERS_OLD_BANNER', 'Old banner') was removed */}
      <Text>Don't show t('NOT_A_KEY') here: JSX text is not code</Text>
      <Pressable onPress={() => props.onAccept()}>
        <Text>{t('ORDER_ACCEPT', 'Accept order')}</Text>
      </Pressable>
      <Text>{t(props.emptyStateKey)}</Text>
    </View>
  )
}
