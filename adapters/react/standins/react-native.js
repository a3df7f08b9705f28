'use strict';
// @contract-report/react-native: the few parts of `react-native` a language context touches.
//
// - `I18nManager`: forceRTL(value) and allowRTL(value) tell the host (a `native.forceRTL`
//   notification: the provider set the native layout direction); isRTL follows forceRTL.
// - `AsyncStorage`: the host's storage (see storage.js).
// - `Platform`: OS "android", select({android, native, default}).

const { notify } = require('../lib/host.js');
const { AsyncStorage } = require('./storage.js');

const I18nManager = {
  isRTL: false,
  doLeftAndRightSwapInRTL: true,
  forceRTL(value) {
    I18nManager.isRTL = Boolean(value);
    notify('native.forceRTL', { value: Boolean(value) });
  },
  allowRTL(value) {
    notify('native.forceRTL', { value: Boolean(value) });
  },
  swapLeftAndRightInRTL(value) {
    I18nManager.doLeftAndRightSwapInRTL = Boolean(value);
  },
  getConstants() {
    return { isRTL: I18nManager.isRTL, doLeftAndRightSwapInRTL: I18nManager.doLeftAndRightSwapInRTL };
  },
};

const Platform = {
  OS: 'android',
  select(choices) {
    if (choices === null || typeof choices !== 'object') return undefined;
    if ('android' in choices) return choices.android;
    if ('native' in choices) return choices.native;
    return choices.default;
  },
};

module.exports = { I18nManager, AsyncStorage, Platform };
