/** Kompromat's reasons for "why not?" (shared/src/kompromat/whyNot.ts), in English and
 *  German; an item used at the wrong time is explained with its own help line. */
import {
  kompromatWhyNotRules,
  kompromatCards,
  KompromatReason,
  type KompromatAction,
  type KompromatView,
  type Reason,
} from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import { catalog } from '../i18n';
import type { TableSnapshot } from '../net/tableSession';
import { numberParam, reasonText, stringParam, tellWhyNot } from '../ui/whyNot';
import { kt } from './text';

const en = {
  placeDrawn: 'First place the card you drew at a mission you have not attempted this round.',
  deckEmpty: 'Your equipment deck is empty: you can only stop.',
  bust: 'You are over 21 at this mission: you can only stop.',
  drawFirst: 'Draw a card first; then place it at a mission.',
  missionAttempted: 'You have attempted mission {n} already this round.',
  noSuchMission: 'There is no mission there.',
  nothingToStop: 'Draw and place a card before you stop.',
  declareTotal: 'Your cards do not add up to {total}: declare one of the totals offered.',
  noItem: 'You do not hold {item}.',
  itemNotNow: '{item} cannot be used now. {help}',
  itemTarget: '{item} cannot be used on that: pick a highlighted target.',
};

const de: Record<keyof typeof en, string> = {
  placeDrawn: 'Lege zuerst die gezogene Karte an eine Mission, die du in dieser Runde noch nicht versucht hast.',
  deckEmpty: 'Dein Ausrüstungsstapel ist leer: Du kannst nur aufhören.',
  bust: 'Du bist an dieser Mission über 21: Du kannst nur aufhören.',
  drawFirst: 'Zieh zuerst eine Karte; dann lege sie an eine Mission.',
  missionAttempted: 'Mission {n} hast du in dieser Runde schon versucht.',
  noSuchMission: 'Dort ist keine Mission.',
  nothingToStop: 'Zieh und lege eine Karte, bevor du aufhörst.',
  declareTotal: 'Deine Karten ergeben nicht {total}: Gib eine der angebotenen Summen an.',
  noItem: '{item} hast du nicht.',
  itemNotNow: '{item} kannst du jetzt nicht einsetzen. {help}',
  itemTarget: '{item} geht darauf nicht: Wähle ein hervorgehobenes Ziel.',
};

const wt = catalog<keyof typeof en>(en, de);

type ItemKind = kompromatCards.ItemKind;

function itemOf(reason: Reason): ItemKind | null {
  const item = stringParam(reason, 'item');
  return kompromatCards.ITEM_KINDS.find((kind) => kind === item) ?? null;
}

function own(reason: Reason): string | null {
  const item = itemOf(reason);
  const name = item ? kt(`item.${item}`) : '';
  switch (reason.code) {
    case KompromatReason.placeDrawn:
      return wt('placeDrawn');
    case KompromatReason.deckEmpty:
      return wt('deckEmpty');
    case KompromatReason.bust:
      return wt('bust');
    case KompromatReason.drawFirst:
      return wt('drawFirst');
    case KompromatReason.missionAttempted:
      return wt('missionAttempted', { n: numberParam(reason, 'mission') + 1 });
    case KompromatReason.noSuchMission:
      return wt('noSuchMission');
    case KompromatReason.nothingToStop:
      return wt('nothingToStop');
    case KompromatReason.declareTotal:
      return wt('declareTotal', { total: numberParam(reason, 'total') });
    case KompromatReason.noItem:
      return wt('noItem', { item: name });
    case KompromatReason.itemNotNow:
      return wt('itemNotNow', { item: name, help: item ? kt(`itemHelp.${item}`) : '' }).trim();
    case KompromatReason.itemTarget:
      return wt('itemTarget', { item: name });
    default:
      return null;
  }
}

/** The sentence for a reason the rules gave for a Kompromat action. */
export function kompromatWhyNot(reason: Reason, ctx: LogContext): string {
  return reasonText(reason, ctx, own);
}

/** Says why the table's viewer may not take `action`: a scene's answer to a tap on something it does not offer. */
export function tellKompromatWhyNot(snapshot: TableSnapshot<KompromatView> | null, action: KompromatAction): void {
  tellWhyNot(kompromatWhyNotRules, snapshot, action, kompromatWhyNot);
}
