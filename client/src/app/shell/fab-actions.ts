// The floating action button's registry (spec section 2 Layout): features register the component each action
// opens in the global modal; the FAB shows only actions that have one. app/ does the registering (features never
// import app), usually in the area's route module.
import type { ComponentType } from 'react';
import { signal } from '@preact/signals-react';
import { MessageSquarePlus, Search, SquarePen, UsersRound, type LucideIcon } from 'lucide-react';
import { isEntryActive } from './side-menu';
import type { TextKey } from '../../i18n/keys';

export interface FabActionSpec {
  /** i18n key of the action's label. */
  label: TextKey;
  icon: LucideIcon;
  /** Path prefixes where the action is offered (same rule as side-menu highlighting). */
  paths: readonly string[];
}

/** Spec section 2: "On discover and inbox the actions are Search, Create Post, Create Chat, Create Community." */
export const FAB_PAGES = ['/discover', '/inbox'] as const;

export const SPEC_FAB_ACTIONS = {
  search: { label: 'shell.fab.search', icon: Search, paths: FAB_PAGES },
  'create-post': { label: 'shell.fab.createPost', icon: SquarePen, paths: FAB_PAGES },
  'create-chat': { label: 'shell.fab.createChat', icon: MessageSquarePlus, paths: FAB_PAGES },
  'create-community': { label: 'shell.fab.createCommunity', icon: UsersRound, paths: FAB_PAGES },
} as const satisfies Record<string, FabActionSpec>;

export type SpecFabActionId = keyof typeof SPEC_FAB_ACTIONS;

/** A registration: a spec action needs only its component; any other action brings its own label, icon and paths. */
export type FabActionRegistration =
  { id: SpecFabActionId; Component: ComponentType } | ({ id: string; Component: ComponentType } & FabActionSpec);

export interface FabAction extends FabActionSpec {
  id: string;
  Component: ComponentType;
}

function resolve(registration: FabActionRegistration): FabAction {
  if ('paths' in registration) return registration;
  return { ...SPEC_FAB_ACTIONS[registration.id], id: registration.id, Component: registration.Component };
}

/** Registered actions in registration order; spec actions keep the spec's order whatever order they arrive in. */
export const fabActions = signal<readonly FabAction[]>([], { name: 'fabActions' });

const SPEC_ORDER: readonly string[] = Object.keys(SPEC_FAB_ACTIONS);

function rank(id: string): number {
  const index = SPEC_ORDER.indexOf(id);
  return index === -1 ? SPEC_ORDER.length : index;
}

/** Registers (or replaces) an action; returns a function that removes it again. */
export function registerFabAction(registration: FabActionRegistration): () => void {
  const action = resolve(registration);
  const others = fabActions.peek().filter((a) => a.id !== action.id);
  fabActions.value = [...others, action].sort((a, b) => rank(a.id) - rank(b.id));
  return () => {
    fabActions.value = fabActions.peek().filter((a) => a !== action);
  };
}

/** The actions offered on a path; an empty list hides the FAB. */
export function fabActionsFor(pathname: string, actions: readonly FabAction[] = fabActions.value): FabAction[] {
  return actions.filter((a) => a.paths.some((p) => isEntryActive(pathname, p)));
}
