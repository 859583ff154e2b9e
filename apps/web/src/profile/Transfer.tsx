/**
 * Moving the profile to another device: the transfer code (token and nickname, net/profile.ts) shown on demand with a
 * copy button, and a field to import one. The code is a secret: it is shown only when asked.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportCode, importCode } from '../net/profile.ts';
import { PROFILE_NS } from '../pages/profile-strings.ts';

/** The transfer section; `onImported(name)` runs after a code was taken (name: the code's nickname). */
export function Transfer({ name, onImported }: { name: string; onImported: (name: string) => void }) {
  const { t } = useTranslation(PROFILE_NS);
  const [shown, setShown] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [input, setInput] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const copy = () => {
    if (shown === null) return;
    void navigator.clipboard?.writeText(shown).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const take = () => {
    const r = importCode(input);
    if ('failure' in r) {
      setMessage(t(r.failure === 'token' ? 'importToken' : 'importFormat'));
      return;
    }
    setMessage(t('imported'));
    setInput('');
    setShown(null);
    onImported(r.name);
  };
  return (
    <section aria-labelledby="profile-transfer" className="profile-transfer">
      <h2 id="profile-transfer">{t('transfer')}</h2>
      <p className="muted">{t('transferHelp')}</p>
      {shown === null ? (
        <button type="button" onClick={() => setShown(exportCode(name))} data-testid="profile-export">
          {t('show')}
        </button>
      ) : (
        <div className="row">
          <label className="field grow">
            <span>{t('exportCode')}</span>
            <input readOnly value={shown} data-testid="profile-code" onFocus={(e) => e.currentTarget.select()} />
          </label>
          <button type="button" onClick={copy}>
            {copied ? t('copied') : t('copy')}
          </button>
        </div>
      )}
      <div className="row">
        <label className="field grow">
          <span>{t('importLabel')}</span>
          <input value={input} onChange={(e) => setInput(e.target.value)} data-testid="profile-import-code" />
        </label>
        <button type="button" onClick={take} disabled={input.trim() === ''} data-testid="profile-import">
          {t('import')}
        </button>
      </div>
      {message ? (
        <p role="status" data-testid="profile-import-message">
          {message}
        </p>
      ) : null}
    </section>
  );
}
