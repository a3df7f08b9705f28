// Synthetic Driver App source written for contract-report tests; not a real app.
import React from 'react'
import { View, Text, Pressable } from 'react-native'
import { useLanguage } from '../providers/LanguageSelector'

export const Chat = (props) => {
  const [, t] = useLanguage()
  return (
    <View>
      <Text>{t('CHAT_TITLE', 'Chat')}</Text>
      <Text>{t('CHAT_INPUT_PLACEHOLDER', 'Write a message')}</Text>
      <Pressable onPress={() => props.onAction('chat_send_button')}>
        <Text>{t('CHAT_SEND_BUTTON', 'Send')}</Text>
      </Pressable>
      <Text>{t("CHAT_EMPTY_MESSAGE", "No messages yet")}</Text>
      <Text>{t('CHAT_QUICK_REPLY_ARRIVING', 'I am arriving in _minutes_ minutes')}</Text>
      <Text>{t(`CHAT_QUICK_REPLY_OUTSIDE`, `I am outside`)}</Text>
      <Text>{t(
          'CHAT_SEND_FAILED_ERROR',
          'Message not sent'
        )}</Text>
      <Pressable onPress={() => props.onAction('chat_attach_photo_button')}>
        <Text>{t('CHAT_ATTACH_PHOTO_BUTTON', 'Attach photo')}</Text>
      </Pressable>
    </View>
  )
}
