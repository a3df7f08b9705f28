'use strict';
// A legacy-style Driver App language provider, as such providers are often written in a
// React Native app (a context holding {language, loading, dictionary, error}), with the React
// parts replaced by a tiny setState/onChange so it runs in plain Node.
//
// It talks to the outside world only through two injected objects, exactly like the app:
//   storage  - AsyncStorage-like: getItem(key) -> string|null, setItem(key, string)
//   ordering - the API client: language, setLanguage(code), languages(), dictionary(code)
//              answering Ordering envelopes {error: false, result} / {error: true, result}
//
// Known behaviours (kept on purpose; the contract check finds them):
//   1. no generation guard: a late dictionary for an earlier selection overwrites the current one
//   2. a dictionary error envelope leaves the dictionary empty and sets no error
//   3. a thrown fetch keeps the previous dictionary
//   4. the server default language is not persisted (even when the settings ask for it)
//   5. selecting the current id does nothing
//   6. a corrupt stored record leaves loading true forever
//   7. no Driver-prefixed lookup: t(key) reads dictionary[key] only

const STORAGE_KEY = 'driver-app/language';
const KEY_SHAPE = /^[A-Z][A-Z0-9_]*$/;

class LegacyLanguageProvider {
  constructor({ storage, ordering, settings, onChange }) {
    this.storage = storage;
    this.ordering = ordering;
    this.settings = settings;
    this.onChange = onChange || (() => {});
    this.mounted = false;
    this.state = { language: null, loading: false, dictionary: {}, error: null };
  }

  // React's setState after unmount is a no-op; so is this one.
  setState(patch) {
    if (!this.mounted) return;
    this.state = { ...this.state, ...patch };
    this.onChange(this.state);
  }

  // useEffect(() => { restore() }, [])
  async mount() {
    this.mounted = true;
    this.setState({ loading: true });
    try {
      const raw = await this.storage.getItem(STORAGE_KEY);
      if (raw) {
        const language = JSON.parse(raw); // (6) a corrupt record throws here; loading stays true
        this.setState({ language });
        this.ordering.setLanguage(language.code);
        await this.loadDictionary();
      } else {
        await this.chooseDefault();
      }
    } catch (err) {
      console.error(`[LanguageProvider] could not restore the language: ${err.message}`);
    }
  }

  unmount() {
    this.mounted = false;
  }

  async chooseDefault() {
    const policy = this.settings.defaultLanguage;
    let language;
    if (policy.source === 'configured') {
      language = policy.language;
      if (policy.persists) {
        await this.storage.setItem(STORAGE_KEY, JSON.stringify(language)).catch(() => {});
      }
    } else {
      const response = await this.ordering.languages();
      language = response.error ? undefined : response.result.find((entry) => entry.default);
      if (!language) {
        const error = Object.assign(new Error('no default language'), {
          stage: 'languages', kind: response.error ? 'errorEnvelope' : 'noDefaultLanguage',
        });
        this.setState({ error, loading: false });
        return;
      }
      language = { id: language.id, code: language.code, rtl: language.rtl, name: language.name };
      // (4) the server default is never written to storage
    }
    this.setState({ language });
    this.ordering.setLanguage(language.code);
    await this.loadDictionary();
  }

  // The selector calls this.
  async setLanguage(language) {
    if (this.state.language && this.state.language.id === language.id) return; // (5)
    this.setState({ language });
    try {
      await this.storage.setItem(STORAGE_KEY, JSON.stringify(language));
    } catch (err) {
      console.warn(`[LanguageProvider] could not save the language: ${err.message}`);
    }
    this.ordering.setLanguage(language.code);
    await this.loadDictionary();
  }

  async refreshTranslations() {
    await this.loadDictionary();
  }

  // (1) no generation: whatever answer arrives last wins
  async loadDictionary() {
    this.setState({ loading: true });
    try {
      const response = await this.ordering.dictionary(this.ordering.language);
      if (response.error) {
        this.setState({ dictionary: {}, loading: false }); // (2) no error recorded
      } else {
        this.setState({ dictionary: response.result, error: null, loading: false });
      }
    } catch (error) {
      this.setState({ error, loading: false }); // (3) the previous dictionary stays
    }
  }

  // (7) dictionary[key], then fallback, then the key; values are never looked up
  t(key, fallback) {
    if (!KEY_SHAPE.test(key)) return key;
    return this.state.dictionary[key] || fallback || key;
  }
}

module.exports = { LegacyLanguageProvider };
