// The server half of islands (decision 102). The page renders with a collector in context: each
// island leaves a numbered placeholder and its component and props here. Then each island is
// rendered as a root of its own (its `useId`s prefixed, as the browser's hydrateRoot will) and
// put into its placeholder, with the attributes the page script starts it by.
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ISLAND_SLOT_ATTRIBUTE, IslandRoot, type Island, type IslandSlots, type IslandWhen } from '../../src/islands/define-island';

interface Slot {
  island: Island<never>;
  props: unknown;
  when: IslandWhen;
}

export interface IslandCollector extends IslandSlots {
  /** `html` with every island placeholder filled; throws when the build has no script for one. */
  fill(html: string, scripts: Readonly<Record<string, string>>): string;
}

const PLACEHOLDER = new RegExp(`<folio-island ${ISLAND_SLOT_ATTRIBUTE}="(\\d+)"></folio-island>`, 'g');

export function createIslandCollector(): IslandCollector {
  const slots: Slot[] = [];
  return {
    add(island, props, when) {
      slots.push({ island, props, when });
      return slots.length - 1;
    },
    fill(html, scripts) {
      return html.replace(PLACEHOLDER, (_match, number: string) => {
        const slot = slots[Number(number)];
        if (!slot) throw new Error(`The page has an island placeholder ${number} that no island rendered.`);
        const name = slot.island.islandName;
        const src = scripts[name];
        if (!src) throw new Error(`The client build has no script for the island "${name}"; run \`npm run build\`.`);
        const prefix = `i${number}-`;
        const inner = renderToString(createElement(IslandRoot<object>, { Component: slot.island.Component as ComponentType<object>, props: slot.props as object }), { identifierPrefix: prefix });
        const attributes = { 'data-island': name, 'data-src': src, 'data-when': slot.when, 'data-prefix': prefix, 'data-props': JSON.stringify(slot.props ?? {}) };
        const text = Object.entries(attributes)
          .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
          .join(' ');
        return `<folio-island ${text}>${inner}</folio-island>`;
      });
    },
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
