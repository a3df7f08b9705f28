// Synthetic Driver App source written for contract-report tests; not a real app.
import React from 'react'
import { View, Text, Pressable } from 'react-native'
import { useLanguage } from '../providers/LanguageSelector'

export const Delivery = (props) => {
  const [, t] = useLanguage()
  return (
    <View>
      <Text>{t('DELIVERY_TITLE', 'Delivery')}</Text>
      <Pressable onPress={() => props.onAction('delivery_go_to_pickup_button')}>
        <Text>{t('DELIVERY_GO_TO_PICKUP_BUTTON', 'Go to pickup')}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('delivery_arrived_at_store_button')}>
        <Text>{t('DELIVERY_ARRIVED_AT_STORE_BUTTON', 'Arrived at store')}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('delivery_picked_up_button')}>
        <Text>{t("DELIVERY_PICKED_UP_BUTTON", "Order picked up")}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('delivery_start_button')}>
        <Text>{t('DELIVERY_START_BUTTON', 'Start delivery')}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('delivery_arrived')}>
        <Text>{t(`DELIVERY_ARRIVED`, `Arrived at customer`)}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('delivery_complete_button')}>
        <Text>{t(
          'DELIVERY_COMPLETE_BUTTON',
          'Complete delivery'
        )}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('delivery_failed_button')}>
        <Text>{t('DELIVERY_FAILED_BUTTON', 'Could not deliver')}</Text>
      </Pressable>
      <Text>{t('DELIVERY_FAILED_REASON_TITLE', 'What happened?')}</Text>
      <Text>{t('DELIVERY_REASON_CUSTOMER_ABSENT', 'Customer not available')}</Text>
      <Text>{t("DELIVERY_REASON_WRONG_ADDRESS", "Wrong address")}</Text>
      <Text>{t('DELIVERY_REASON_REFUSED', 'Customer refused the order')}</Text>
      <Text>{t(`DELIVERY_REASON_OTHER`, `Other`)}</Text>
      <Text>{t(
          'DELIVERY_PROOF_TITLE',
          'Proof of delivery'
        )}</Text>
      <Pressable onPress={() => props.onAction('delivery_take_photo_button')}>
        <Text>{t('DELIVERY_TAKE_PHOTO_BUTTON', 'Take photo')}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('delivery_retake_photo_button')}>
        <Text>{t('DELIVERY_RETAKE_PHOTO_BUTTON', 'Retake')}</Text>
      </Pressable>
      <Text>{t('DELIVERY_SIGNATURE_TITLE', 'Customer signature')}</Text>
      <Pressable onPress={() => props.onAction('delivery_clear_signature_button')}>
        <Text>{t("DELIVERY_CLEAR_SIGNATURE_BUTTON", "Clear")}</Text>
      </Pressable>
      <Text>{t('DELIVERY_CODE_PLACEHOLDER', 'Enter delivery code')}</Text>
      <Text>{t(`DELIVERY_CODE_WRONG_ERROR`, `The delivery code is not correct`)}</Text>
      <Pressable onPress={() => props.onAction('delivery_swipe_to_confirm')}>
        <Text>{t(
          'DELIVERY_SWIPE_TO_CONFIRM',
          'Swipe to confirm'
        )}</Text>
      </Pressable>
      <Text>{t('DELIVERY_COMPLETED_MESSAGE', 'Delivery completed. Great job!')}</Text>
      <Text>{t('DELIVERY_STEP_LABEL', 'Step _step_ of _total_')}</Text>
      <Pressable onPress={() => props.onAction('delivery_navigate_button')}>
        <Text>{t('DELIVERY_NAVIGATE_BUTTON', 'Navigate')}</Text>
      </Pressable>
      <Text>{t("DELIVERY_OPEN_MAPS_TITLE", "Open with")}</Text>
      <Text>{t('DELIVERY_DISTANCE_LABEL', '_distance_ km away')}</Text>
      <Text>{t(`DELIVERY_LATE_WARNING`, `You are running late for this delivery`)}</Text>
      <Text>{t(
          'DELIVERY_SPEED_WARNING',
          'Don\'t use the app while driving'
        )}</Text>
      <Text>{t('DELIVERY_STATUS_TITLE', 'Status')}</Text>
      <Pressable onPress={props.onCancel}>
        <Text>{t('CANCEL_BUTTON', 'Cancel')}</Text>
      </Pressable>
      <Text>{t('ERROR_NETWORK', 'No internet connection')}</Text>
    </View>
  )
}
