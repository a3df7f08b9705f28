// Synthetic Driver App source written for contract-report tests; not a real app.
import React from 'react'
import { View, Text, Pressable } from 'react-native'
import { useLanguage } from '../providers/LanguageSelector'

export const Login = (props) => {
  const [, t] = useLanguage()
  return (
    <View>
      <Text>{t('LOGIN_TITLE', 'Log in')}</Text>
      <Text>{t('LOGIN_EMAIL_PLACEHOLDER', 'Email')}</Text>
      <Text>{t('LOGIN_PASSWORD_PLACEHOLDER', 'Password')}</Text>
      <Pressable onPress={() => props.onAction('login_button')}>
        <Text>{t("LOGIN_BUTTON", "Log in")}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('login_forgot_password_button')}>
        <Text>{t('LOGIN_FORGOT_PASSWORD_BUTTON', 'Forgot your password?')}</Text>
      </Pressable>
      <Text>{t(`LOGIN_INVALID_CREDENTIALS_ERROR`, `Email or password is not correct`)}</Text>
      <Pressable onPress={() => props.onAction('login_show_password_button')}>
        <Text>{t(
          'LOGIN_SHOW_PASSWORD_BUTTON',
          'Show'
        )}</Text>
      </Pressable>
      <Text>{t('LOGIN_REMEMBER_ME_LABEL', 'Remember me')}</Text>
      <Pressable onPress={() => props.onAction('logout')}>
        <Text>{t('LOGOUT', 'Log out')}</Text>
      </Pressable>
      <Text>{t('LOGOUT_CONFIRM_MESSAGE', 'Do you want to log out? You will stop receiving orders.')}</Text>
      <Pressable onPress={() => props.onAction('confirm_button')}>
        <Text>{t("CONFIRM_BUTTON", "Confirm")}</Text>
      </Pressable>
      <Pressable onPress={() => props.onAction('cancel_button')}>
        <Text>{t('CANCEL_BUTTON', 'Cancel')}</Text>
      </Pressable>
    </View>
  )
}
