import { LIMITS } from '@shaju/protocol/constants';
import { useTranslation } from 'react-i18next';

/** The nickname input (protocol `Nickname`: at most `LIMITS.nameMax` characters), labelled. */
export function NameField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span>{t('home.nickname')}</span>
      <input
        data-testid="name"
        value={value}
        maxLength={LIMITS.nameMax}
        placeholder={t('home.nicknamePlaceholder')}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
