// Where the cloud pages link to each other (the paths of app/paths.ts, which features do not import).
export const cloudLinks = {
  domains: '/cloud/domain',
  domainNew: '/cloud/domain/new',
  domainTransfer: '/cloud/domain/transfer',
  domainManage: (id: string) => `/cloud/domain/manage/${encodeURIComponent(id)}`,
  storage: '/cloud/storage',
  storageNew: '/cloud/storage/new',
  storageUsage: '/cloud/storage/usage',
  storageRules: '/cloud/storage/rules',
  /** A bucket opened in the storage browser, at a folder. */
  bucket: (name: string, prefix = '') =>
    `/cloud/storage?${new URLSearchParams(prefix ? { bucket: name, prefix } : { bucket: name }).toString()}`,
  bucketRules: (name: string) => `/cloud/storage/rules?${new URLSearchParams({ bucket: name }).toString()}`,
  overview: '/cloud/overview',
  email: '/cloud/email',
  sms: '/cloud/sms',
  whatsapp: '/cloud/whatsapp',
  settings: '/cloud/settings',
  /** Where OSBT is added: the pay area's add page for OSBT (app/paths.ts PAY_FLOWS), which owns moving money. */
  topUp: '/pay/add/OSBT',
} as const;
