// Focus mode's room: Tab must not reach the frame hidden behind it, but toasts and the cookie notice stay usable.
import { afterEach, describe, expect, it } from 'vitest';
import { makeOnlyThisReachable } from '../only-this-reachable';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('makeOnlyThisReachable', () => {
  it('makes everything beside the room inert, keeps live regions and the cookie notice, and undoes it', () => {
    document.body.innerHTML = `
      <div id="root">
        <header id="bar"><a href="/">home</a><p role="status" id="offline">offline</p><button id="menu">menu</button></header>
        <nav id="rail"><a href="/pay">pay</a></nav>
        <main id="main"><div id="room"><a href="/discover" id="exit">exit</a></div><aside id="aside">x</aside></main>
      </div>
      <div class="ui-toaster" aria-live="polite" id="toasts"></div>
      <section class="ui-cookie-banner" id="cookies"><button>ok</button></section>`;
    const undo = makeOnlyThisReachable(document.getElementById('room')!);
    const inert = (id: string) => document.getElementById(id)!.hasAttribute('inert');
    expect(['rail', 'menu', 'aside'].map(inert)).toEqual([true, true, true]);
    expect(document.querySelector('#bar a')!.hasAttribute('inert')).toBe(true);
    expect(['room', 'exit', 'main', 'root', 'offline', 'toasts', 'cookies'].map(inert)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    undo();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });

  it('leaves alone what was inert already', () => {
    document.body.innerHTML = `<div><div id="room"></div><div id="closed" inert></div></div>`;
    makeOnlyThisReachable(document.getElementById('room')!)();
    expect(document.getElementById('closed')!.hasAttribute('inert')).toBe(true);
  });
});
