// The market cart's unit count the frame shows (the market rail's Cart entry and the top bar's cart link): the
// market feature keeps it current, the shell only reads it (features never reach the shell, nor it them).
import { signal } from '@preact/signals-react';

/** Units in my cart; 0 until the market has looked. */
export const cartCount = signal(0, { name: 'marketCartCount' });
