/**
 * The controls of a request that takes several cards (batch.ts): how many to pick and how many are picked, one
 * 「确定」 for all of them, and 「取消」.
 */
import { useTranslation } from 'react-i18next';
import type { BatchFlow } from './batch.ts';
import { NS } from './strings.ts';

/** The bar of a multi-card pick; nothing when the request takes one card. */
export function BatchBar({ multi }: { multi: BatchFlow }) {
  const { t } = useTranslation(NS);
  const b = multi.batch;
  if (!b) return null;
  const k = multi.picked.length;
  return (
    <fieldset className="pps-sel pps-batch" data-testid="batch">
      <span className="pps-hint" data-testid="batch-count">
        {t('pickN', { n: b.count, k })}
      </span>
      <button
        type="button"
        className="primary pps-confirm"
        data-choice=""
        data-testid="batch-confirm"
        disabled={k !== b.count}
        onClick={() => multi.confirm()}
      >
        {t('confirmN', { n: b.count })}
      </button>
      {k > 0 && (
        <button type="button" className="pps-cancel" data-testid="batch-clear" onClick={() => multi.clear()}>
          {t('cancel')}
        </button>
      )}
    </fieldset>
  );
}
