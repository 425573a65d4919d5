// Domain screens' state: search and register (/cloud/domain/new), my domains (/cloud/domain), one domain's DNS
// records, auto-renew and renewal (/cloud/domain/manage/{id}), and transfer in (/cloud/domain/transfer).
// Calls are injected so the rules can be tested without a server.
import { computed, createModel, signal } from '@preact/signals-react';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import type { AnyRuleProblem } from '../../../../../contracts/rules/codes';
import type { AmountError } from '../../../lib/amount-input';
import { cnameApexProblem, DEFAULT_TTL, priorityProblem, recordNameProblem, recordValueProblem } from '../../../../../contracts/rules/dns';
import {
  authCodeProblem,
  labelProblem,
  maxRenewYears,
  MAX_YEARS,
  nameserversProblem,
  parseFullDomain,
  splitDomain,
} from '../../../../../contracts/rules/domain';
import { DOMAIN_ID } from '../../../../../contracts/rules/ids';
import { newRequestId } from './request-id';
import type {
  DnsRecord,
  DnsRecordInput,
  DnsRecordUpdateInput,
  DnsType,
  Domain,
  DomainOffer,
  DomainRegisterInput,
  DomainRenewInput,
  DomainSearch,
  DomainSettingsInput,
  DomainTransferInput,
} from './types';
import type { KeySuffix } from '../../../i18n/keys';

export type Notify = (kind: 'success' | 'error', message: string) => void;
/** A problem to show: an i18n key of the cloud catalogue, a shared rule's problem (checked here), or the server's own words. */
export interface Problem {
  key?: KeySuffix<'cloud.'>;
  rule?: AnyRuleProblem;
  text?: string;
}
/** A field's problem: an i18n key of the cloud catalogue, or a shared rule's problem (contracts/rules). */
/** A typed amount the one reader (lib/amount.ts) could not read, worded by lib/amount-text.ts with how to write it. */
export interface AmountProblem {
  amount: AmountError;
  code: string;
  precision: number;
}
export type FieldProblem = KeySuffix<'cloud.'> | AnyRuleProblem | AmountProblem;
const fromError = (error: unknown): Problem => ({ text: errorMessage(error) });

export interface DomainSearchDeps {
  search(query: string): Promise<DomainSearch>;
  register(body: DomainRegisterInput): Promise<Domain>;
}

export const DomainSearchModel = createModel((deps: DomainSearchDeps) => {
  const query = signal('', { name: 'cloudDomainQuery' });
  const result = signal<DomainSearch | null>(null, { name: 'cloudDomainResult' });
  const error = signal<Problem | null>(null, { name: 'cloudDomainSearchError' });
  const searching = signal(false, { name: 'cloudDomainSearching' });
  /** The offer chosen to register, its years and auto-renew. */
  const chosen = signal<DomainOffer | null>(null, { name: 'cloudDomainChosen' });
  const years = signal(1, { name: 'cloudDomainYears' });
  const autoRenew = signal(true, { name: 'cloudDomainAutoRenew' });
  const registering = signal(false, { name: 'cloudDomainRegistering' });
  const registerError = signal<Problem | null>(null, { name: 'cloudDomainRegisterError' });
  const total = computed(() => (chosen.value ? chosen.value.price * years.value : 0));
  let requestId = newRequestId('dom');

  async function search(): Promise<boolean> {
    const { name } = splitDomain(query.peek());
    const problem = labelProblem(name);
    if (problem) {
      error.value = { rule: problem };
      return false;
    }
    searching.value = true;
    try {
      result.value = await deps.search(query.peek());
      error.value = null;
      chosen.value = null;
      return true;
    } catch (e) {
      error.value = fromError(e);
      return false;
    } finally {
      searching.value = false;
    }
  }

  function choose(offer: DomainOffer | null): void {
    chosen.value = offer;
    years.value = 1;
    autoRenew.value = true;
    registerError.value = null;
    requestId = newRequestId('dom');
  }

  function setYears(value: number): void {
    years.value = Math.min(MAX_YEARS, Math.max(1, Math.trunc(value) || 1));
  }

  /** Registers the chosen domain; answers it, or null (the reason is in registerError). */
  async function register(): Promise<Domain | null> {
    const offer = chosen.peek();
    if (!offer || registering.peek()) return null;
    registering.value = true;
    try {
      const domain = await deps.register({ requestId, domain: offer.domain, years: years.peek(), autoRenew: autoRenew.peek() });
      requestId = newRequestId('dom');
      return domain;
    } catch (e) {
      registerError.value = fromError(e);
      return null;
    } finally {
      registering.value = false;
    }
  }

  return {
    query,
    result,
    error,
    searching,
    chosen,
    years,
    autoRenew,
    registering,
    registerError,
    total,
    search,
    choose,
    setYears,
    register,
  };
});

export const DomainListModel = createModel((deps: { list(): Promise<Domain[]> }) => {
  const domains = signal<Domain[] | null>(null, { name: 'cloudDomains' });
  const loadError = signal<string | null>(null, { name: 'cloudDomainsError' });
  async function load(): Promise<void> {
    try {
      domains.value = await deps.list();
      loadError.value = null;
    } catch (e) {
      loadError.value = errorMessage(e);
    }
  }
  return { domains, loadError, load };
});

export interface DomainManageDeps {
  get(id: string): Promise<Domain>;
  addRecord(body: DnsRecordInput): Promise<Domain>;
  updateRecord(body: DnsRecordUpdateInput): Promise<Domain>;
  deleteRecord(id: string, recordId: string): Promise<Domain>;
  saveSettings(body: DomainSettingsInput): Promise<Domain>;
  setAutoRenew(id: string, autoRenew: boolean): Promise<Domain>;
  renew(body: DomainRenewInput): Promise<Domain>;
  now(): number;
  notify: Notify;
  /** Words for the toasts, in the person's language. */
  words(key: 'recordAdded' | 'recordUpdated' | 'recordDeleted' | 'autoRenewOn' | 'autoRenewOff' | 'renewed' | 'settingsSaved'): string;
  /**
   * Holds a removal back for the undo window (components/ui/undo.ts): `commit` runs once it closes, `restore`
   * if the person takes it back.
   */
  holdBack(options: { message: string; commit: () => Promise<void>; restore: () => void }): void;
}

export interface RecordErrors {
  name?: FieldProblem;
  value?: FieldProblem;
  priority?: FieldProblem;
  form?: Problem;
}

export const DomainManageModel = createModel((deps: DomainManageDeps, id: string) => {
  const domain = signal<Domain | null>(null, { name: 'cloudDomain' });
  const loadError = signal<string | null>(null, { name: 'cloudDomainError' });
  /** The address names no domain of mine: malformed (openapi CloudDomainId), or the API does not know it. */
  const missing = signal(false, { name: 'cloudDomainMissing' });
  /** Records deleted on screen whose call waits for the undo window to close. */
  const hidden = signal<ReadonlySet<string>>(new Set(), { name: 'cloudDnsHidden' });
  const records = computed(() => (domain.value?.records ?? []).filter((r) => !hidden.value.has(r.id)));
  const type = signal<DnsType>('A', { name: 'cloudDnsType' });
  const name = signal('@', { name: 'cloudDnsName' });
  const value = signal('', { name: 'cloudDnsValue' });
  const ttl = signal(DEFAULT_TTL, { name: 'cloudDnsTtl' });
  const priority = signal('10', { name: 'cloudDnsPriority' });
  const errors = signal<RecordErrors>({}, { name: 'cloudDnsErrors' });
  /** The record the form edits (its id), or null when the form adds a new one. */
  const editing = signal<string | null>(null, { name: 'cloudDnsEditing' });
  /** Custom nameservers as typed, one a line (empty: ours). */
  const nameservers = signal('', { name: 'cloudDomainNameservers' });
  const nameserversError = signal<Problem | null>(null, { name: 'cloudDomainNameserversError' });
  /** What runs: 'add', 'auto', 'renew', or the id of a record being deleted. */
  const busy = signal<string | null>(null, { name: 'cloudDomainBusy' });
  const renewYears = signal(1, { name: 'cloudRenewYears' });
  const renewMax = computed(() => (domain.value ? maxRenewYears(domain.value.expiresAt, deps.now()) : 0));
  const renewTotal = computed(() => (domain.value ? domain.value.renewPrice * renewYears.value : 0));
  let renewId = newRequestId('renew');

  async function load(): Promise<void> {
    if (!DOMAIN_ID.test(id)) {
      missing.value = true;
      return;
    }
    try {
      domain.value = await deps.get(id);
      nameservers.value = domain.value.nameservers.join('\n');
      loadError.value = null;
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) missing.value = true;
      else loadError.value = errorMessage(e);
    }
  }

  /** Checks the record form; answers the body to send, or null with `errors` set. */
  function check(): DnsRecordInput | null {
    const t = type.peek();
    const n = name.peek().trim().toLowerCase() || '@';
    const v = t === 'TXT' ? value.peek() : value.peek().trim();
    const found: RecordErrors = {};
    const nameProblem = cnameApexProblem(t, n) ?? recordNameProblem(n);
    if (nameProblem) found.name = nameProblem;
    const valueProblem = recordValueProblem(t, v);
    if (valueProblem) found.value = valueProblem;
    if (t === 'MX') {
      const p = priorityProblem(priority.peek());
      if (p) found.priority = p;
    }
    errors.value = found;
    if (Object.keys(found).length > 0) return null;
    return { id, type: t, name: n, value: v, ttl: ttl.peek(), ...(t === 'MX' ? { priority: Number(priority.peek()) } : {}) };
  }

  async function run(key: string, call: () => Promise<Domain>, words: Parameters<DomainManageDeps['words']>[0]): Promise<boolean> {
    busy.value = key;
    try {
      domain.value = await call();
      deps.notify('success', deps.words(words));
      return true;
    } catch (e) {
      deps.notify('error', errorMessage(e));
      return false;
    } finally {
      busy.value = null;
    }
  }

  /** Fills the form with a record to edit it in place. */
  function startEdit(record: DnsRecord): void {
    editing.value = record.id;
    type.value = record.type;
    name.value = record.name;
    value.value = record.value;
    ttl.value = record.ttl;
    priority.value = record.priority === null ? '10' : String(record.priority);
    errors.value = {};
  }

  function cancelEdit(): void {
    editing.value = null;
    value.value = '';
    errors.value = {};
  }

  /** Adds the record the form holds, or saves the one being edited; the same checks either way. */
  async function addRecord(): Promise<boolean> {
    const body = check();
    if (!body || busy.peek()) return false;
    const recordId = editing.peek();
    busy.value = 'add';
    try {
      domain.value = recordId === null ? await deps.addRecord(body) : await deps.updateRecord({ ...body, recordId });
      deps.notify('success', deps.words(recordId === null ? 'recordAdded' : 'recordUpdated'));
      value.value = '';
      editing.value = null;
      return true;
    } catch (e) {
      errors.value = { form: fromError(e) };
      return false;
    } finally {
      busy.value = null;
    }
  }

  const setHidden = (recordId: string, hide: boolean): void => {
    const next = new Set(hidden.peek());
    if (hide) next.add(recordId);
    else next.delete(recordId);
    hidden.value = next;
  };

  /** Gone from the list at once; the call goes out only when the undo window closes without an Undo. */
  function deleteRecord(recordId: string): void {
    if (hidden.peek().has(recordId)) return;
    setHidden(recordId, true);
    deps.holdBack({
      message: deps.words('recordDeleted'),
      restore: () => setHidden(recordId, false),
      commit: async () => {
        try {
          domain.value = await deps.deleteRecord(id, recordId);
        } catch (e) {
          deps.notify('error', errorMessage(e));
        } finally {
          setHidden(recordId, false);
        }
      },
    });
  }

  /** Lock or WHOIS privacy, saved as soon as it is switched. */
  function setFlag(field: 'locked' | 'whoisPrivacy', on: boolean): Promise<boolean> {
    return run(field, () => deps.saveSettings({ id, [field]: on }), 'settingsSaved');
  }

  /** Saves the nameservers typed (one a line; none goes back to ours), checked first by the shared rule. */
  async function saveNameservers(): Promise<boolean> {
    const hosts = nameservers
      .peek()
      .split(/[\s,]+/)
      .map((h) => h.trim())
      .filter((h) => h !== '');
    const problem = nameserversProblem(hosts);
    nameserversError.value = problem ? { rule: problem } : null;
    if (problem || busy.peek()) return false;
    busy.value = 'ns';
    try {
      domain.value = await deps.saveSettings({ id, nameservers: hosts });
      nameservers.value = domain.value.nameservers.join('\n');
      deps.notify('success', deps.words('settingsSaved'));
      return true;
    } catch (e) {
      nameserversError.value = fromError(e);
      return false;
    } finally {
      busy.value = null;
    }
  }

  function toggleAutoRenew(): Promise<boolean> {
    const next = !(domain.peek()?.autoRenew ?? false);
    return run('auto', () => deps.setAutoRenew(id, next), next ? 'autoRenewOn' : 'autoRenewOff');
  }

  async function renew(): Promise<boolean> {
    const years = renewYears.peek();
    if (years < 1 || years > renewMax.peek()) return false;
    const done = await run('renew', () => deps.renew({ requestId: renewId, id, years }), 'renewed');
    if (done) {
      renewId = newRequestId('renew');
      renewYears.value = 1;
    }
    return done;
  }

  return {
    domain,
    loadError,
    missing,
    records,
    type,
    name,
    value,
    ttl,
    priority,
    errors,
    editing,
    nameservers,
    nameserversError,
    busy,
    renewYears,
    renewMax,
    renewTotal,
    load,
    check,
    startEdit,
    cancelEdit,
    setFlag,
    saveNameservers,
    addRecord,
    deleteRecord,
    toggleAutoRenew,
    renew,
  };
});

export const DomainTransferModel = createModel((deps: { transfer(body: DomainTransferInput): Promise<Domain> }) => {
  const domain = signal('', { name: 'cloudTransferDomain' });
  const authCode = signal('', { name: 'cloudTransferCode' });
  const errors = signal<{ domain?: FieldProblem; authCode?: FieldProblem; form?: Problem }>({}, { name: 'cloudTransferErrors' });
  const busy = signal(false, { name: 'cloudTransferBusy' });
  let requestId = newRequestId('xfer');

  async function submit(): Promise<Domain | null> {
    const parsed = parseFullDomain(domain.peek());
    const found: { domain?: FieldProblem; authCode?: FieldProblem } = {};
    if ('problem' in parsed) found.domain = parsed.problem;
    const codeProblem = authCodeProblem(authCode.peek());
    if (codeProblem) found.authCode = codeProblem;
    errors.value = found;
    if ('problem' in parsed || Object.keys(found).length > 0 || busy.peek()) return null;
    busy.value = true;
    try {
      const done = await deps.transfer({ requestId, domain: parsed.domain, authCode: authCode.peek() });
      requestId = newRequestId('xfer');
      return done;
    } catch (e) {
      errors.value = { form: fromError(e) };
      return null;
    } finally {
      busy.value = false;
    }
  }

  return { domain, authCode, errors, busy, submit };
});
