// Synthetic Driver App source written for contract-report tests; not a real app.
import { TFunction } from '../providers/LanguageSelector'

// Order states as the API reports them; t('STATUS_IN_COMMENT') in a comment is not a call.
export const statusLabel = (t: TFunction, status: string): string => {
  switch (status) {
    case 'pending':
      return t('STATUS_PENDING', 'Pending')
    case 'accepted':
      return t('STATUS_ACCEPTED', 'Accepted')
    case 'rejected':
      return t('STATUS_REJECTED', 'Rejected')
    case 'preparing':
      return t("STATUS_PREPARING", "Preparing")
    case 'ready':
      return t('STATUS_READY', 'Ready')
    case 'picked_up':
      return t(`STATUS_PICKED_UP`, `Picked up`)
    case 'on_the_way':
      return t(
          'STATUS_ON_THE_WAY',
          'On the way'
        )
    case 'arrived':
      return t('STATUS_ARRIVED', 'Arrived')
    case 'delivered':
      return t('STATUS_DELIVERED', 'Delivered')
    case 'not_delivered':
      return t('STATUS_NOT_DELIVERED', 'Not delivered')
    case 'cancelled':
      return t("STATUS_CANCELLED", "Cancelled")
    default:
      return t('STATUS_UNKNOWN', 'Unknown status')
  }
}

// Dynamic keys: listed by the scanner, never counted as missing.
export const statusLabelFromKey = (t: TFunction, status: string) =>
  t(`STATUS_${status.toUpperCase()}`)

export const reasonLabel = (t: TFunction, reason: string) => t('DELIVERY_REASON_' + reason)
