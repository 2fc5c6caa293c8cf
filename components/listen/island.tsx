'use client';

import dynamic from 'next/dynamic';

/**
 * The Listen control as an island of its own chunk, which only prose pages load (a post page carries none
 * of the sections' islands); its reading code is a further chunk, loaded when Listen is pressed.
 */
export const ListenBar = dynamic(() => import('./listen-bar').then((module) => module.ListenBar));
