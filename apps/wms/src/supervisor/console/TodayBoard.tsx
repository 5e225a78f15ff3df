import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ConsoleToday } from '@wms/api';
import { SUPERVISOR_NAMESPACE } from '../i18n/catalogue';
import { consoleFigures, type Figure } from '../model/console';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;
  section { border: 1px solid #d1d5db; border-radius: 6px; padding: 10px 12px; background: #fff; }
  h3 { margin: 0 0 8px; font-size: 15px; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
  a { display: flex; justify-content: space-between; color: #1e3a8a; text-decoration: none; padding: 2px 4px; border-radius: 3px; }
  a:hover { background: #eff6ff; }
  a:focus-visible { outline: 2px solid #f59e0b; }
  .n { font-weight: 700; font-variant-numeric: tabular-nums; }
  meter { width: 100%; }
`;

function Group({ title, figures, none }: { title: string; figures: readonly Figure[]; none: string }) {
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {figures.length === 0 ? <p>{none}</p> : (
        <ul>
          {figures.map((f) => (
            <li key={f.key}>
              <Link to={f.href} aria-label={t('console.linkTo', { label: `${title} · ${f.label}`, count: f.count })}>
                {/* The space keeps label and count apart in the visible text, so that the link's
                    name contains it (axe label-content-name-mismatch with English names). */}
                <span>{f.label}</span>{' '}<span className="n">{f.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The console's figures of the day, each a link to its filtered list. */
export function TodayBoard({ today }: { today: ConsoleToday }) {
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const f = consoleFigures(today);
  const none = t('console.none');
  const exId = useId();
  const holdId = useId();
  const capId = useId();
  return (
    <Grid data-screen="console-today">
      <Group title={t('console.receipts')} figures={f.receipts} none={none} />
      <Group title={t('console.orders')} figures={f.orders} none={none} />
      <Group title={t('console.tasks')} figures={f.tasks} none={none} />
      <section aria-labelledby={exId}>
        <h3 id={exId}>{t('console.exceptions')}</h3>
        <ul>
          <li>
            <Link to={f.shortAllocated.href}>
              <span>{t('console.shortAllocated')}</span>
              <span className="n">{f.shortAllocated.count}</span>
            </Link>
          </li>
        </ul>
      </section>
      <section aria-labelledby={holdId}>
        <h3 id={holdId}>{t('console.holds')}</h3>
        <Link to={f.holds.href}>
          <span>{t('console.holdRows', { count: f.holds.count, qty: f.holds.qty })}</span>
        </Link>
      </section>
      <section aria-labelledby={capId}>
        <h3 id={capId}>{t('console.capacity')}</h3>
        <meter min={0} max={100} value={f.capacity.percent} aria-labelledby={capId} />
        <Link to={f.capacity.href}>
          <span>{t('console.capacityText', { used: f.capacity.used, total: f.capacity.total, percent: f.capacity.percent })}</span>
        </Link>
      </section>
    </Grid>
  );
}
