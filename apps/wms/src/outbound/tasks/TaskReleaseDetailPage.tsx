import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { createGridDataSource, type ListRecord } from '@wms/api';
import { FilterType, type GridFilter } from '@wms/ui-grid';
import { useServices } from '../../app/ServicesContext';
import { listIdentity } from '../../routes/routeTable';
import type { ScreenProps } from '../../routes/types';
import { useListLabels } from '../hooks/useListLabels';
import { useOperation } from '../hooks/useOperation';
import { ensureOutboundCatalogue, OUTBOUND_NAMESPACE } from '../i18n/catalogue';
import { withFixedFilters } from '../model/localSource';
import type { TaskAction } from '../model/tasks';
import type { OutcomeValue } from '../shared/Outcome';
import { TaskReleaseView } from './TaskReleaseView';

/**
 * The task list the detail reads and acts on (routes.spec.tsv /app/taskdetail): every status is in its
 * scope. /app/taskAllocRelease itself holds its list to new tasks (status 0), so an assigned
 * task (1) cannot be released through it; the task operations are the same on both lists.
 */
const TASKS = listIdentity('/app/taskdetail');
/** The tasks that can be assigned or released: new and processing (task_status 0, 1). */
const OPEN_TASKS = ['0', '1'];

/**
 * /taskAllocReleaseDetail: the open tasks of a task group or user (`?taskgroup=`, `?userkey=`),
 * assigned to a user (`assign`), released back to the pool (`releaseTask`) or prioritised
 * (`setPriority`), all or nothing for the ticked tasks; the grid reloads after each.
 */
export default function TaskReleaseDetailPage({ title }: ScreenProps) {
  const { api, i18n } = useServices();
  ensureOutboundCatalogue(i18n);
  const { t } = useTranslation(OUTBOUND_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const taskgroup = params.get('taskgroup') ?? '';
  const userkey = params.get('userkey') ?? '';
  const operation = useOperation();
  const [version, setVersion] = useState(0);
  const dataSource = useMemo(() => {
    const fixed: GridFilter[] = [{ code: 'status', filterType: FilterType.MultiSelect, value: OPEN_TASKS }];
    if (taskgroup) fixed.push({ code: 'taskgroup', filterType: FilterType.Text, value: taskgroup });
    if (userkey) fixed.push({ code: 'userkey', filterType: FilterType.Text, value: userkey });
    return withFixedFilters(createGridDataSource<ListRecord>(api, { menu_code: TASKS.menuCode, menu_list_code: TASKS.listCode, path: TASKS.listUrl }), fixed);
    // A new source after an action: the grid loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, taskgroup, userkey, version]);
  const renderCell = useListLabels(TASKS.menuCode, dataSource);
  const [selection, setSelection] = useState<readonly string[]>([]);
  const [rows, setRows] = useState<readonly ListRecord[]>([]);
  const [outcome, setOutcome] = useState<OutcomeValue>();
  const selected = rows.filter((row) => selection.includes(String(row.id)));

  const act = async (action: TaskAction, input: string) => {
    setOutcome(undefined);
    const fields = action === 'assign' ? { userkey: input } : action === 'setPriority' ? { priority: Number(input) } : {};
    const answer = await operation.run(TASKS.menuCode, action, { ids: selected.map((row) => Number(row.id)), ...fields });
    if (!answer.ok) { setOutcome({ kind: 'error', text: answer.message }); return; }
    setOutcome({ kind: 'success', text: t(`tasks.done.${action}`, { count: answer.result.done, user: input, priority: input }) });
    setSelection([]);
    setVersion((v) => v + 1);
  };

  return (
    <TaskReleaseView
      key={`${taskgroup}\u0000${userkey}`}
      title={title}
      taskgroup={taskgroup}
      userkey={userkey}
      onSearch={(query) => {
        setOutcome(undefined);
        setParams(Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '')));
      }}
      dataSource={dataSource}
      renderCell={renderCell}
      selection={selection}
      onSelection={setSelection}
      selected={selected}
      onAction={(action, input) => { void act(action, input); }}
      {...(operation.running === 'assign' || operation.running === 'releaseTask' || operation.running === 'setPriority' ? { running: operation.running } : {})}
      {...(outcome ? { outcome } : {})}
      onPageLoaded={setRows}
    />
  );
}
