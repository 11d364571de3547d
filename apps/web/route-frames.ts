/**
 * The first paint is the page: every route's frame (its heading, and home's hero with its
 * tagline) in each language, written into index.html's static frame at build time, all hidden,
 * and the inline script that keeps the hash route's one in the user's language before the
 * first paint (`FIRST_PAINT_SCRIPT`, allowed by its hash in the API's Content-Security-Policy).
 * The markup is the pages' own (PageFrame, HomePage's hero) in their classes, whose styles the
 * shell's stylesheet carries, so React's first render draws the same thing in the same place.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
// By path, not as @xbond/shared: Vite's config loader would leave a package's TypeScript to
// Node, which cannot run it.
import { FIRST_PAINT_SCRIPT, ROUTE_FRAMES_ID } from '../../packages/shared/src/first-paint.ts';
import { DEFAULT_LOCALE, LOCALE_BCP47, LOCALES } from '../../packages/shared/src/locales.ts';
import { ROUTES, type VisitorRules } from './src/app/pages.ts';
import { PATHS } from './src/config/paths.ts';
import { DEFAULT_PRODUCT_NAME } from './src/config/product.ts';
import { LOCALE_STORAGE_KEY, SESSION_STORAGE_KEY } from './src/features/session/storage-keys.ts';
import { LEVELS_WHILE_LOADING } from './src/features/team/levels-while-loading.ts';

/** Where index.html's static frame takes the route frames, and where the script goes after it. */
const FRAMES_SLOT = '<!--route-frames-->';
const SCRIPT_SLOT = '<!--first-paint-script-->';

type Texts = { [key: string]: string | Texts };

const readTexts = (file: string): Texts =>
  JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as Texts;

/** A dotted key's text in the first dictionary that has it ('' for none: the test catches it). */
function lookup(dictionaries: Texts[], key: string): string {
  for (const dictionary of dictionaries) {
    let at: string | Texts | undefined = dictionary;
    for (const part of key.split('.')) at = typeof at === 'object' ? at[part] : undefined;
    if (typeof at === 'string') return at;
  }
  return '';
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A figure not loaded yet (InlineSkeleton). */
const FIGURE_BAR = '<span class="skeleton skeleton--inline" aria-hidden="true"></span>';

/** A figure's place in a text (FigureSlots' bar) until it loads. */
const FIGURE_SLOT =
  '<span class="skeleton skeleton--inline skeleton--slot" aria-hidden="true"></span>';

/** A text with a bar for each figure (`{{…}}`), as FigureSlots draws it until they load. */
const withSlots = (text: string) => text.replace(/\{\{\w+\}\}/g, FIGURE_SLOT);

/**
 * The pages that open with a lead under their heading (PageLead, in features/layout's
 * PageFrame.tsx): its text's key. Only the build needs it, so the route table (in the shell)
 * does not carry it.
 */
export const LEADS: Readonly<Record<string, { key: string; unlessQuery?: string }>> = {
  // The first tab's: a link that names a tab (`?tab=`) gets none at first paint.
  [PATHS.pledge]: { key: 'pledge.currentIntro', unlessQuery: 'tab' },
  [PATHS.swap]: { key: 'swap.intro' },
  [PATHS.reserveBond]: { key: 'reserveBond.reserveIntro' },
  [PATHS.liquidityBond]: { key: 'liquidityBond.intro' },
  [PATHS.insurancePool]: { key: 'insurance.guaranteeNote' },
  // The same words for every period: only the share (a bar here) changes.
  [PATHS.ranking]: { key: 'prize.poolNote' },
};

/** A page's lead as it draws before its figures load. */
const leadHtml = (text: string, unlessQuery?: string) =>
  `<p class="page-frame__lead"${unlessQuery ? ` data-unless-query="${unlessQuery}"` : ''}>` +
  `${withSlots(text)}</p>`;

/**
 * A visitor's rules card (assets/components/ConnectPrompt.tsx) as the page draws it before the
 * system's settings arrive: its title, each figure's label over a bar.
 */
function rulesCard(rules: VisitorRules, text: (key: string) => string): string {
  const items = rules.labels.map(
    (label) =>
      `<div class="figures__item"><dt>${text(label)}</dt><dd class="tabular">` +
      '<span class="skeleton skeleton--inline"></span></dd></div>',
  );
  return (
    `<section class="card visitor-rules" data-visitor><h2 class="visitor-rules__title">${text(rules.title)}</h2>` +
    `<dl class="figures">${items.join('')}</dl></section>`
  );
}

/** A visitor's place for their own figures (ConnectYours.tsx), its button inert. */
const connectYours = (text: (key: string) => string) =>
  `<div class="card spread connect-yours"><p class="connect-yours__text">${text('visitor.seeYours')}</p>` +
  `<span class="button button--secondary connect-yours__button">${text('topBar.connect')}</span></div>`;

/** The team's level table before the settings arrive (team/components/LevelTable.tsx). */
function levelTable(text: (key: string) => string): string {
  const head = [
    'team.levelColumn',
    'team.smallRegionNeeded',
    'team.directsNeeded',
    'team.rateColumn',
  ]
    .map((key) => `<th scope="col">${text(key)}</th>`)
    .join('');
  const rows = Array.from(
    { length: LEVELS_WHILE_LOADING },
    (_, i) =>
      `<tr><th scope="row">V${i + 1}</th>${`<td class="tabular">${FIGURE_BAR}</td>`.repeat(3)}</tr>`,
  );
  const rules = [
    'team.ruleValidDirect',
    'team.ruleDirect',
    'team.ruleCommunity',
    'team.ruleCoefficient',
  ]
    .map((key) => `<li>${withSlots(text(key))}</li>`)
    .join('');
  return (
    `<section class="card stack"><h2 class="card-title">${text('team.levels')}</h2>` +
    `<table class="team-table"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>` +
    `<ul class="team-rules">${rules}</ul></section>`
  );
}

/**
 * What a page shows a visitor under its heading when its largest text is there: the page draws
 * it from its first render (its figures as bars until they arrive), and so does the first paint.
 */
const VISITOR_VIEWS: Record<string, (text: (key: string) => string) => string> = {
  // VisitorTeamView: ConnectYours, then the level table and its rules.
  [PATHS.team]: (text) =>
    `<div class="stack stack--page" data-visitor>${connectYours(text)}${levelTable(text)}</div>`,
  // VisitorTurboView: ConnectYours, then ReleaseRule (turbo/components/ReleaseRule.tsx).
  [PATHS.turbo]: (text) =>
    `<div class="stack stack--page" data-visitor>${connectYours(text)}` +
    `<section class="card stack"><h2 class="card-title">${text('turbo.ruleTitle')}</h2><ol class="turbo-steps">` +
    ['turbo.ruleUnstake', 'turbo.ruleVortex', 'turbo.ruleRelease']
      .map((key) => `<li>${withSlots(text(key))}</li>`)
      .join('') +
    `</ol><p class="turbo-card__text">${text('turbo.ruleNoVortex')}</p>` +
    `<span class="button button--secondary button--block button-link turbo-link">${text('turbo.buyX')}` +
    // The chevron's place (OnwardLink's icon), so the words stand where they will.
    '<svg width="24" height="24" aria-hidden="true"></svg></span></section></div>',
};

/**
 * Each route's frame in one language: PageFrame's heading, the page's lead, the visitor's connect prompt
 * (ConnectPrompt's markup, its icon's box empty, below the page's rules card if it has one,
 * both marked for the script to drop when a session is stored), or home's hero (HomePage.tsx).
 */
function frames(locale: (typeof LOCALES)[number]): string[] {
  const shell = readTexts(`./src/locales/shell/${locale}.json`);
  return ROUTES.map(({ path, titleKey, dictionaries, visitorPrompt, visitorNote }) => {
    const texts = [
      shell,
      ...dictionaries.map((d) => readTexts(`./src/features/${d}/locales/${locale}.json`)),
    ];
    const text = (key: string) => escapeHtml(lookup(texts, key));
    const rules = visitorPrompt?.rules;
    const prompt = visitorPrompt
      ? (rules ? rulesCard(rules, text) : '') +
        '<div class="card greeting connect-prompt" data-visitor><span class="connect-prompt__icon"></span>' +
        `<h2 class="connect-prompt__title">${text(visitorPrompt.title)}</h2>` +
        `<p class="connect-prompt__hint">${text(visitorPrompt.hint)}</p>` +
        `<span class="button button--primary button--block">${text('topBar.connect')}</span></div>`
      : visitorNote
        ? `<p class="${visitorNote.className}" data-visitor>${text(visitorNote.key)}</p>`
        : (VISITOR_VIEWS[path]?.(text) ?? '');
    const lead = LEADS[path];
    const leadBlock = lead ? leadHtml(text(lead.key), lead.unlessQuery) : '';
    const page = titleKey
      ? `<section class="page-frame"><h1 class="page-frame__heading">${text(`pages.${titleKey}`)}</h1>${leadBlock}${prompt}</section>`
      : '<div class="home"><section class="home__hero card greeting">' +
        '<img class="home__logo" src="/logo.svg" alt="" width="56" height="56" />' +
        `<h1 class="home__title">${escapeHtml(DEFAULT_PRODUCT_NAME)}</h1>` +
        `<p class="home__tagline">${text('home.tagline')}</p></section></div>`;
    return `<div data-path="${path}" data-locale="${locale}" lang="${LOCALE_BCP47[locale]}" hidden>${page}</div>`;
  });
}

/** The frames' element, which the script reads its settings from. */
export function routeFramesHtml(): string {
  const all = LOCALES.flatMap(frames).join('');
  return (
    `<main id="${ROUTE_FRAMES_ID}" class="layout__main" data-session-key="${SESSION_STORAGE_KEY}" ` +
    `data-locale-key="${LOCALE_STORAGE_KEY}" data-default-locale="${DEFAULT_LOCALE}">${all}</main>`
  );
}

export function routeFrames(): Plugin {
  return {
    name: 'xbond-route-frames',
    apply: 'build',
    transformIndexHtml(html) {
      for (const slot of [FRAMES_SLOT, SCRIPT_SLOT])
        if (!html.includes(slot)) throw new Error(`no ${slot} in index.html`);
      return html
        .replace(FRAMES_SLOT, routeFramesHtml())
        .replace(SCRIPT_SLOT, `<script>${FIRST_PAINT_SCRIPT}</script>`);
    },
  };
}
