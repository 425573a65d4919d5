// /admin/tasks (staff): the shared task board in three columns (open, in progress, done), filtered all / mine /
// overdue; a form for a new task (title, details, priority, due date, assignee among staff); on each task its
// status, assignee, overdue flag and comments, an in-place edit and a delete that asks first.
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { ListChecks } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { confirmAction } from '../../../components/ui/confirm';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { formatDay } from '../../../lib/time';
import { language } from '../../../state/language';
import { toast } from '../../../state/toasts';
import { addTask } from '../api/add-task';
import { commentTask } from '../api/comment-task';
import { deleteTask } from '../api/delete-task';
import { listStaff } from '../api/list-staff';
import { listTasks } from '../api/list-tasks';
import { updateTask } from '../api/update-task';
import {
  COMMENT_MAX,
  DETAILS_MAX,
  editOf,
  PRIORITIES,
  TASK_FILTERS,
  TASK_STATUSES,
  TasksModel,
  TITLE_MAX,
  type editProblems,
  type TaskDraft,
  type TaskEdit,
} from '../models/tasks';
import type { AdminTask, StaffMember } from '../models/types';
import { AdminFrame, handle, Pending, Problem, Tabs, useDateTime, type AdminPageProps } from './admin-frame';
import { isOwnProblem } from '../models/own-problem';

type Model = InstanceType<typeof TasksModel>;

function StaffOptions({ staff }: { staff: StaffMember[] | null }) {
  const t = useT();
  return (
    <>
      <option value="">{t('admin.tasks.nobody')}</option>
      {(staff ?? []).map((s) => (
        <option key={s.uid} value={s.uid}>
          @{s.userName}
        </option>
      ))}
    </>
  );
}

/**
 * A task's own fields (title, details, priority, due date) with their problems, shared by the new-task form and the
 * in-place edit; `children` join priority and due date on their row (the new task's assignee).
 */
function TaskFields({
  id,
  values,
  problems,
  onChange,
  children,
}: {
  id: string;
  values: TaskEdit;
  problems: ReturnType<typeof editProblems>;
  onChange: (patch: Partial<TaskEdit>) => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-title`}>{t('admin.tasks.title')}</label>
        <input
          id={`${id}-title`}
          value={values.title}
          maxLength={TITLE_MAX}
          aria-invalid={problems.title ? true : undefined}
          aria-describedby={problems.title ? `${id}-te` : undefined}
          onChange={(e) => onChange({ title: e.target.value })}
        />
        <Problem id={`${id}-te`} text={problems.title && t(`admin.${problems.title}`)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-details`}>{t('admin.tasks.details')}</label>
        <textarea
          id={`${id}-details`}
          className="admin-textarea"
          rows={3}
          maxLength={DETAILS_MAX}
          value={values.details}
          onChange={(e) => onChange({ details: e.target.value })}
        />
      </div>
      <div className="admin-form__grid">
        <div className="field">
          <label htmlFor={`${id}-priority`}>{t('admin.tasks.priority')}</label>
          <select
            id={`${id}-priority`}
            value={values.priority}
            onChange={(e) => onChange({ priority: e.target.value as TaskEdit['priority'] })}
          >
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {t(`admin.tasks.priority.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-due`}>{t('admin.tasks.due')}</label>
          <input
            id={`${id}-due`}
            type="date"
            value={values.dueDate}
            aria-invalid={problems.dueDate ? true : undefined}
            aria-describedby={problems.dueDate ? `${id}-de` : undefined}
            onChange={(e) => onChange({ dueDate: e.target.value })}
          />
          <Problem id={`${id}-de`} text={problems.dueDate && t(`admin.${problems.dueDate}`)} />
        </div>
        {children}
      </div>
    </>
  );
}

function NewTaskForm({ model, onDone }: { model: Model; onDone: () => void }) {
  useSignals();
  const t = useT();
  const id = useId();
  const draft = model.draft.value;
  const problems = model.problems.value;
  const set = (patch: Partial<TaskDraft>) => (model.draft.value = { ...model.draft.peek(), ...patch });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const task = await model.create();
    if (task) {
      toast.success(t('admin.tasks.created'));
      onDone();
    }
  };
  return (
    <form className="page-card admin-card admin-form" aria-labelledby={`${id}-h`} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={`${id}-h`} className="admin-card__title">
        {t('admin.tasks.new')}
      </h2>
      <TaskFields id={id} values={draft} problems={problems} onChange={set}>
        <div className="field">
          <label htmlFor={`${id}-assignee`}>{t('admin.tasks.assignee')}</label>
          <select id={`${id}-assignee`} value={draft.assignee} onChange={(e) => set({ assignee: e.target.value })}>
            <StaffOptions staff={model.staff.value} />
          </select>
        </div>
      </TaskFields>
      {model.saveError.value ? (
        <p className="form-error" role="alert">
          {model.saveError.value}
        </p>
      ) : null}
      <div className="page-row">
        <Button type="submit" loading={model.saving.value}>
          {t('admin.tasks.create')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('admin.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Edits a task in place: title, details, priority and due date; a past due date may stay as it is. */
function TaskEditForm({ task, model, onDone }: { task: AdminTask; model: Model; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const [fields, setFields] = useState<TaskEdit>(() => editOf(task));
  const [problems, setProblems] = useState<ReturnType<typeof editProblems>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<TaskEdit>) => setFields((current) => ({ ...current, ...patch }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const result = await model.edit(task, fields);
    setSaving(false);
    if (result === null) {
      toast.success(t('admin.tasks.saved'));
      onDone();
    } else if (typeof result === 'string') setError(result);
    else setProblems(result);
  };
  return (
    <form className="admin-form" aria-label={t('admin.tasks.editLabel', { title: task.title })} onSubmit={(e) => void submit(e)} noValidate>
      <TaskFields id={id} values={fields} problems={problems} onChange={set} />
      <Problem text={error} />
      <div className="page-row">
        <Button type="submit" size="sm" loading={saving}>
          {t('admin.tasks.save')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          {t('admin.cancel')}
        </Button>
      </div>
    </form>
  );
}

function TaskCard({ task, model }: { task: AdminTask; model: Model }) {
  useSignals();
  const t = useT();
  const date = useDateTime();
  const lang = language.value;
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const say = (result: string | null) =>
    setProblem(result === null ? null : isOwnProblem(result, 'tasks.') ? t(`admin.${result}`) : result);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const result = await model.comment(task.id, comment);
    say(result);
    if (result === null) setComment('');
  };
  const askDelete = () =>
    void confirmAction({
      title: t('admin.tasks.confirmDelete', { title: task.title }),
      body: <p>{t('admin.tasks.confirmDeleteBody')}</p>,
      confirmLabel: t('admin.tasks.delete'),
      onConfirm: async () => {
        const result = await model.remove(task.id);
        if (result === null) toast.success(t('admin.tasks.deleted'));
        else say(result);
      },
    });
  return (
    <li className={`page-card admin-card admin-task admin-task--${task.priority}`} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="admin-card__title">
        {task.title}
      </h3>
      <p className="page-row admin-task__meta">
        <span className={`admin-chip admin-chip--${task.priority}`}>{t(`admin.tasks.priority.${task.priority}`)}</span>
        {task.overdue ? <span className="admin-chip admin-chip--overdue">{t('admin.tasks.overdue')}</span> : null}
        {task.dueDate ? <span className="page-muted">{t('admin.tasks.dueOn', { date: formatDay(task.dueDate, lang) })}</span> : null}
      </p>
      {editing ? (
        <TaskEditForm task={task} model={model} onDone={() => setEditing(false)} />
      ) : (
        <>
          {task.details ? <p className="admin-task__details">{task.details}</p> : null}
          <div className="page-row">
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('admin.tasks.editLabel', { title: task.title })}
              onClick={() => setEditing(true)}
            >
              {t('admin.tasks.edit')}
            </Button>
            <Button size="sm" variant="danger" aria-label={t('admin.tasks.deleteLabel', { title: task.title })} onClick={askDelete}>
              {t('admin.tasks.delete')}
            </Button>
          </div>
        </>
      )}
      <div className="admin-form__grid">
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('admin.tasks.status')}</label>
          <select
            id={`${id}-status`}
            value={task.status}
            onChange={(e) => void model.change({ id: task.id, status: e.target.value as AdminTask['status'] }).then(say)}
          >
            {TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.tasks.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-assignee`}>{t('admin.tasks.assignee')}</label>
          <select
            id={`${id}-assignee`}
            value={task.assignee?.uid ?? ''}
            onChange={(e) => void model.change({ id: task.id, assignee: e.target.value || null }).then(say)}
          >
            <StaffOptions staff={model.staff.value} />
          </select>
        </div>
      </div>
      <p className="page-muted">{t('admin.tasks.createdBy', { name: handle(task.createdBy), time: date(task.createdAt) })}</p>
      <details className="admin-details">
        <summary>{t('admin.tasks.comments', { count: task.comments.length })}</summary>
        <ul className="admin-history">
          {task.comments.map((c) => (
            <li key={c.id}>
              <strong>{handle(c.author)}</strong> · <span className="page-muted">{date(c.createdAt)}</span>
              <p>{c.text}</p>
            </li>
          ))}
        </ul>
        <form className="page-row" onSubmit={(e) => void send(e)} noValidate>
          <label className="visually-hidden" htmlFor={`${id}-comment`}>
            {t('admin.tasks.commentLabel', { title: task.title })}
          </label>
          <input
            id={`${id}-comment`}
            className="admin-input admin-grow"
            value={comment}
            maxLength={COMMENT_MAX}
            placeholder={t('admin.tasks.commentPlaceholder')}
            onChange={(e) => setComment(e.target.value)}
          />
          <Button type="submit" size="sm" variant="secondary">
            {t('admin.tasks.comment')}
          </Button>
        </form>
      </details>
      <Problem text={problem} />
    </li>
  );
}

export function TasksPage({ title }: AdminPageProps) {
  useSignals();
  const t = useT();
  const [creating, setCreating] = useState(false);
  const model = useModel(
    () => new TasksModel({ list: listTasks, staff: listStaff, add: addTask, update: updateTask, comment: commentTask, remove: deleteTask }),
  );
  useEffect(() => {
    void model.load();
    void model.loadStaff();
  }, [model]);
  const tasks = model.tasks.value;
  return (
    <AdminFrame
      title={title}
      lead={t('admin.tasks.lead')}
      actions={creating ? null : <Button onClick={() => setCreating(true)}>{t('admin.tasks.new')}</Button>}
    >
      {creating ? <NewTaskForm model={model} onDone={() => setCreating(false)} /> : null}
      <Tabs
        label={t('admin.tasks.filter')}
        value={model.filter.value}
        options={TASK_FILTERS}
        name={(x) => t(`admin.tasks.filter.${x}`)}
        onChange={(x) => void model.setFilter(x)}
      />
      {tasks === null ? (
        <Pending error={model.error.value} onRetry={() => void model.load()} />
      ) : tasks.length === 0 ? (
        <EmptyState icon={<ListChecks size={32} />} />
      ) : (
        <div className="admin-board">
          {model.columns.value.map((column) => (
            <section key={column.status} className="admin-column" aria-labelledby={`col-${column.status}`}>
              <h2 id={`col-${column.status}`} className="admin-column__title">
                {t(`admin.tasks.status.${column.status}`)} <span className="admin-count">{column.tasks.length}</span>
              </h2>
              <ul className="page-list page-list--loose">
                {column.tasks.map((task) => (
                  <TaskCard key={task.id} task={task} model={model} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </AdminFrame>
  );
}
