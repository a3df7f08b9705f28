// Synthetic Driver App source written for contract-report tests; not a real app.
import React from 'react'
import { View, Text, Pressable } from 'react-native'
import { useLanguage } from '../providers/LanguageSelector'

export const OrderDetails = (props) => {
  const [, t] = useLanguage()
  const sku = props.order.id.split('-')[0]
  const pattern = /t\('|"/g
  return (
    <View>
      <Text>{t('ORDER_NUMBER_LABEL', 'Order _order_id_')}</Text>
      <Pressable onPress={() => props.onAction('order_accept')}>
        <Text>{t('ORDER_ACCEPT', 'Accept')}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('order_reject')}>
        <Text>{t('ORDER_REJECT', 'Reject')}</Text>
      </Pressable>
      <Text>{t("ORDER_REJECT_REASON_TITLE", "Why are you rejecting this order?")}</Text>
      <Text>{t('ORDER_REJECT_REASON_PLACEHOLDER', 'Write a reason')}</Text>
      <Pressable onPress={() => props.onAction('order_reject_confirm_button')}>
        <Text>{t(`ORDER_REJECT_CONFIRM_BUTTON`, `Confirm rejection`)}</Text>
      </Pressable>
      <Text>{t(
          'ORDER_CUSTOMER_LABEL',
          'Customer'
        )}</Text>
      <Text>{t('ORDER_BUSINESS_LABEL', 'Store')}</Text>
      <Text>{t('ORDER_TOTAL_LABEL', 'Total')}</Text>
      <Text>{t('ORDER_SUBTOTAL_LABEL', 'Subtotal')}</Text>
      <Text>{t("ORDER_DELIVERY_FEE_LABEL", "Delivery fee")}</Text>
      <Text>{t('ORDER_TIP_LABEL', 'Tip')}</Text>
      <Text>{t(`ORDER_PAYMENT_METHOD_LABEL`, `Payment method`)}</Text>
      <Text>{t(
          'ORDER_PAYMENT_CASH',
          'Cash'
        )}</Text>
      <Text>{t('ORDER_PAYMENT_CARD', 'Card')}</Text>
      <Text>{t('ORDER_COLLECT_CASH_WARNING', 'Collect :amount: in cash from the customer')}</Text>
      <Text>{t('ORDER_ITEMS_TITLE', 'Items')}</Text>
      <Text>{t("ORDER_ITEM_QUANTITY_LABEL", "Qty")}</Text>
      <Text>{t('ORDER_NOTES_LABEL', 'Customer notes')}</Text>
      <Pressable onPress={() => props.onAction('order_call_customer_button')}>
        <Text>{t(`ORDER_CALL_CUSTOMER_BUTTON`, `Call customer`)}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('order_call_business_button')}>
        <Text>{t(
          'ORDER_CALL_BUSINESS_BUTTON',
          'Call store'
        )}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('order_chat_customer_button')}>
        <Text>{t('ORDER_CHAT_CUSTOMER_BUTTON', 'Message customer')}</Text>
      </Pressable>
      <Text>{t('ORDER_PICKUP_ADDRESS_LABEL', 'Pickup address')}</Text>
      <Text>{t('ORDER_DELIVERY_ADDRESS_LABEL', 'Delivery address')}</Text>
      <Text>{t("ORDER_ETA_LABEL", "Estimated arrival")}</Text>
      <Text>{t('ORDER_MINUTES_SHORT', '_minutes_ min')}</Text>
      <Text>{t(`ORDER_DETAILS_TITLE`, `Order details`)}</Text>
      <Text>{t(
          'ORDER_READY_FOR_PICKUP',
          'Ready for pickup'
        )}</Text>
      <Text>{t('ORDER_ASSIGNED_TO_YOU_MESSAGE', 'This order was assigned to you')}</Text>
      <Text>{t('ORDER_EXPIRES_WARNING', 'This offer expires in _seconds_ seconds')}</Text>
      <Text>{t('ORDER_CONTACTLESS_LABEL', 'Contactless delivery')}</Text>
      <Text>{t("ORDER_ID_COPIED_MESSAGE", "Order number copied")}</Text>
    </View>
  )
}
