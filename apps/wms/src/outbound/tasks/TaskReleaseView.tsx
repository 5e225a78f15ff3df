import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListRecord } from '@wms/api';
import { Button, ConfirmDialog, Input } from '@wms/ui-core';
import { DataGrid, type GridDataSource, type RenderCell } from '@wms/ui-grid';
import { OUTBOUND_NAMESPACE } from '../i18n/catalogue';
import { taskActionProblem, tasksByUser, type TaskAction } from '../model/tasks';
import { Bar, Figures, Note, Page, Panel } from '../shared/layout';
import { Outcome, type OutcomeValue } from '../shared/Outcome';

export interface TaskReleaseViewProps {
  title: string;
  /** The task group and user asked for ('' any). */
  taskgroup: string;
  userkey: string;
  onSearch: (query: { taskgroup: string; userkey: string }) => void;
  /** The new and processing tasks asked for (the task list held to status 0 and 1). */
  dataSource: GridDataSource<ListRecord>;
  /** Labels of coded cells (the list's option lists); default the codes. */
  renderCell?: RenderCell<ListRecord>;
  selection: readonly string[];
  onSelection: (keys: readonly string[]) => void;
  /** The selected tasks' rows. */
  selected: readonly ListRecord[];
  onAction: (action: TaskAction, input: string) => void;
  running?: TaskAction;
  outcome?: OutcomeValue;
  onPageLoaded?: (rows: readonly ListRecord[]) => void;
  gridHeight?: number;
  now?: number;
  timeZone?: string;
}

/**
 * /taskAllocReleaseDetail as the user sees it: the new and processing tasks of a task group (or a
 * user), ticked in the grid, assigned to a user, released back to the pool (assigned tasks only;
 * asked first) or given a priority; what cannot be done to the ticked tasks is said before sending.
 */
export function TaskReleaseView(props: TaskReleaseViewProps) {
  const { title, taskgroup, userkey, onSearch, dataSource, renderCell, selection, onSelection, selected, onAction, running, outcome, onPageLoaded, gridHeight, now, timeZone } = props;
  const { t } = useTranslation(OUTBOUND_NAMESPACE);
  const queryId = useId();
  const actionId = useId();
  const gridId = useId();
  const [group, setGroup] = useState(taskgroup);
  const [holder, setHolder] = useState(userkey);
  const [assignee, setAssignee] = useState('');
  const [priority, setPriority] = useState('');
  const [confirming, setConfirming] = useState(false);
  const search = () => { onSearch({ taskgroup: group.trim(), userkey: holder.trim() }); };
  const problems = {
    assign: taskActionProblem('assign', selected, assignee),
    releaseTask: taskActionProblem('releaseTask', selected, ''),
    setPriority: taskActionProblem('setPriority', selected, priority),
  };
  const users = tasksByUser(selected).map(([user, count]) => t('tasks.byUser', { user: user || t('tasks.unassigned'), count })).join(t('plan.separator'));
  // What stands in the way of an action, once the user has chosen rows (and typed its value).
  const reasons = (Object.entries(problems) as [TaskAction, string | undefined][])
    .filter(([, problem]) => problem === 'status' || (problem === 'user' && assignee !== '') || (problem === 'priority' && priority !== ''))
    .map(([action, problem]) => t(`tasks.problem.${action}.${problem ?? ''}`));

  return (
    <Page aria-label={title} data-screen="task-release">
      <h2>{title}</h2>
      <Panel aria-labelledby={queryId}>
        <h3 id={queryId}>{t('tasks.query')}</h3>
        <Bar>
          <Input label={t('tasks.taskgroup')} width={200} value={group} onChange={setGroup} onSubmit={search} />
          <Input label={t('tasks.userkey')} width={200} value={holder} onChange={setHolder} onSubmit={search} />
          <Button variant="primary" onClick={search}>{t('tasks.search')}</Button>
        </Bar>
        <Note>{t('tasks.hint')}</Note>
      </Panel>
      <Panel aria-labelledby={actionId}>
        <h3 id={actionId}>{t('tasks.actions')}</h3>
        <Figures>
          <div><dt>{t('tasks.selected')}</dt><dd>{selected.length}</dd></div>
        </Figures>
        {users ? <Note>{users}</Note> : <Note>{t('tasks.selectFirst')}</Note>}
        <Bar>
          <Input label={t('tasks.assignee')} width={200} value={assignee} onChange={setAssignee} onSubmit={() => { if (!problems.assign) onAction('assign', assignee.trim()); }} />
          <Button variant="primary" disabled={Boolean(problems.assign) || running !== undefined} loading={running === 'assign'} onClick={() => { onAction('assign', assignee.trim()); }}>{t('tasks.assign')}</Button>
          <Button disabled={Boolean(problems.releaseTask) || running !== undefined} loading={running === 'releaseTask'} onClick={() => { setConfirming(true); }}>{t('tasks.release')}</Button>
          <Input label={t('tasks.priority')} width={120} value={priority} onChange={(v) => { setPriority(v.replace(/\D/g, '')); }} onSubmit={() => { if (!problems.setPriority) onAction('setPriority', priority); }} description={t('tasks.priorityHint')} />
          <Button disabled={Boolean(problems.setPriority) || running !== undefined} loading={running === 'setPriority'} onClick={() => { onAction('setPriority', priority); }}>{t('tasks.setPriority')}</Button>
        </Bar>
        {reasons.length ? <Note role="note">{reasons.join(' ')}</Note> : null}
        <Outcome outcome={outcome} />
      </Panel>
      <Panel aria-labelledby={gridId}>
        <h3 id={gridId}>{t('tasks.grid')}</h3>
        <DataGrid<ListRecord>
          aria-label={t('tasks.grid')}
          dataSource={dataSource}
          {...(renderCell ? { renderCell } : {})}
          selectable
          selection={selection}
          onSelectionChange={onSelection}
          settings={false}
          indexAction="none"
          // Tasks wait however old they are: no date range starts ticked.
          dateRangesOn={false}
          {...(onPageLoaded ? { onPageLoaded: (page) => { onPageLoaded(page.rows); } } : {})}
          {...(gridHeight ? { height: gridHeight } : { heightOffset: 480 })}
          {...(now ? { now } : {})}
          {...(timeZone ? { timeZone } : {})}
        />
      </Panel>
      <ConfirmDialog
        open={confirming}
        title={t('tasks.release')}
        confirmLabel={t('tasks.release')}
        onCancel={() => { setConfirming(false); }}
        onConfirm={() => { setConfirming(false); onAction('releaseTask', ''); }}
      >
        {t('tasks.releaseQuestion', { count: selected.length })}
      </ConfirmDialog>
    </Page>
  );
}
