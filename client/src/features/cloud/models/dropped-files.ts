// Files to upload with the path each keeps under the current folder: from a file input (a folder chosen with
// webkitdirectory gives each file its webkitRelativePath, "photos/2026/a.jpg") and from a drop (folders are read
// through the File System entries API where the browser gives entries; otherwise the dropped files alone).

export interface UploadItem {
  file: File;
  /** The key under the current folder: the file's name, or its path inside the folder that was chosen or dropped. */
  path: string;
}

/** Files from an input, each with its relative path when a folder was chosen. */
export function itemsOfFiles(files: Iterable<File>): UploadItem[] {
  return [...files].map((file) => ({ file, path: file.webkitRelativePath || file.name }));
}

/** The part of the File System entries API a drop gives (FileSystemEntry and its file and directory kinds). */
interface Entry {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
}
interface FileEntry extends Entry {
  file(success: (file: File) => void, failure?: (error: unknown) => void): void;
}
interface DirectoryEntry extends Entry {
  createReader(): { readEntries(success: (entries: Entry[]) => void, failure?: (error: unknown) => void): void };
}

const fileOf = (entry: FileEntry): Promise<File> => new Promise((resolve, reject) => entry.file(resolve, reject));

/** Every entry of a directory: readEntries answers in batches (100 in Chromium) until it answers none. */
async function childrenOf(entry: DirectoryEntry): Promise<Entry[]> {
  const reader = entry.createReader();
  const all: Entry[] = [];
  for (;;) {
    const batch = await new Promise<Entry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

/** The files under an entry, each with its path from the dropped item's own name down. */
export async function itemsOfEntry(entry: Entry, parent = ''): Promise<UploadItem[]> {
  const path = `${parent}${entry.name}`;
  if (entry.isFile) return [{ file: await fileOf(entry as FileEntry), path }];
  if (!entry.isDirectory) return [];
  const items: UploadItem[] = [];
  for (const child of await childrenOf(entry as DirectoryEntry)) items.push(...(await itemsOfEntry(child, `${path}/`)));
  return items;
}

/** What a drop holds: folders walked through their entries when the browser gives them, plain files otherwise. */
export async function itemsOfDrop(data: DataTransfer): Promise<UploadItem[]> {
  // Entries must be taken while the drop event runs: the DataTransfer empties once it returns.
  const entries = [...data.items]
    .filter((item) => item.kind === 'file')
    .map((item) => (typeof item.webkitGetAsEntry === 'function' ? (item.webkitGetAsEntry() as Entry | null) : null));
  if (entries.length === 0 || entries.some((entry) => entry === null)) return itemsOfFiles(data.files);
  const items: UploadItem[] = [];
  for (const entry of entries as Entry[]) items.push(...(await itemsOfEntry(entry)));
  return items;
}
