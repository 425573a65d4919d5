// The one open dropdown (spec section 2): opened and closed by id; the same id again closes it.
import { signal } from '@preact/signals-react';

export const openDropdown = signal<string | null>(null, { name: 'openDropdown' });

export function toggleDropdown(id: string): void {
  openDropdown.value = openDropdown.peek() === id ? null : id;
}

export function closeDropdown(): void {
  openDropdown.value = null;
}
