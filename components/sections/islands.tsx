'use client';

import dynamic from 'next/dynamic';

/*
 * The interactive sections' code, each in its own chunk that only the pages showing it load. Every route
 * that renders sections can render any of them, and the bundler would otherwise put all their code in
 * chunks shared by the whole route, so a page with none of them would download all of them.
 * They still render on the server, in place: no `loading` option, because a Suspense boundary of their
 * own would let the static render write them after the page, hidden until a script moves them in (so
 * without JavaScript they would not show). Their chunks are preloaded by the page (next/dynamic does it
 * for what the server rendered), and hydration waits for them.
 */
export const Carousel = dynamic(() => import('./carousel').then((module) => module.Carousel));
export const Tabs = dynamic(() => import('./tabs').then((module) => module.Tabs));
export const BrochureButton = dynamic(() => import('./brochure-button').then((module) => module.BrochureButton));
export const SavedPages = dynamic(() => import('./saved-pages').then((module) => module.SavedPages));
export const SearchPage = dynamic(() => import('@/components/search/search-page').then((module) => module.SearchPage));
export const ProductGrid = dynamic(() => import('@/components/cart/shop').then((module) => module.ProductGrid));
export const CartPanel = dynamic(() => import('@/components/cart/shop').then((module) => module.CartPanel));
// The lists of the blog and More Reads, which refresh themselves from Firestore, and More Reads' old ?page= links.
export const LivePostGrid = dynamic(() => import('@/components/content/live-post-grid').then((module) => module.LivePostGrid));
export const LiveArticleList = dynamic(() => import('@/components/content/live-article-list').then((module) => module.LiveArticleList));
export const MoreReadsPageQuery = dynamic(() => import('@/components/content/more-reads-page-query').then((module) => module.MoreReadsPageQuery));
