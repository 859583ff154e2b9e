import { LIMITS } from '@shaju/protocol/constants';
import { useTranslation } from 'react-i18next';

/** The nickname input (protocol `Nickname`: at most `LIMITS.nameMax` characters), labelled. */
export function NameField({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (v: string) => void;
  /** What an empty field shows (default: the "your name" hint), e.g. the default nickname in use. */
  placeholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span>{t('home.nickname')}</span>
      <input
        data-testid="name"
        value={value}
        maxLength={LIMITS.nameMax}
        placeholder={placeholder ?? t('home.nicknamePlaceholder')}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
