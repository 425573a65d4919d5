// Where the cloud pages link to each other (the paths of app/paths.ts, which features do not import).
export const cloudLinks = {
  domains: '/cloud/domain',
  domainNew: '/cloud/domain/new',
  domainTransfer: '/cloud/domain/transfer',
  domainManage: (id: string) => `/cloud/domain/manage/${encodeURIComponent(id)}`,
  storage: '/cloud/storage',
  storageNew: '/cloud/storage/new',
  sms: '/cloud/sms',
  settings: '/cloud/settings',
} as const;
