import { useTranslation } from 'react-i18next';
import { UI_NS } from './strings.ts';

/**
 * A seat's 托管 mark: shown on the seat, to everyone, while a bot plays a person's seat. `reason` is the seat's entry
 * of `TableProps.cover` (`auto`: asked by the player; `timeouts`: 3 in a row; `gone`: offline); '' or undefined
 * renders nothing.
 */
export function CoverBadge({ reason, seat }: { reason: string | undefined; seat: number }) {
  const { t } = useTranslation(UI_NS);
  if (!reason) return null;
  return (
    <span className="cover-badge" data-testid={`cover-badge-${seat}`} data-cover={reason}>
      {t(`cover.${reason}`, { defaultValue: t('cover.auto') })}
    </span>
  );
}
