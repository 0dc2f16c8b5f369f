/** A Kompromat card on screen (`SceneObject.card`). */
export interface SceneCard {
  mission: number;
  seat: number;
  index: number;
  up: boolean;
  /** Present only when the value is drawn on this screen. */
  rank?: number;
  shown?: boolean;
}

/**
 * A Compile card on screen: on the field (`side`, `line`, `at` from the bottom), in one's hand,
 * or laid out to be read (`enlarged`: the card pointed at or held; `revealed`: Light 2's card
 * beside its decision).
 */
export interface CompileSceneCard {
  place: 'field' | 'hand' | 'moving' | 'enlarged' | 'revealed';
  side: number;
  line: number | null;
  at: number;
  up: boolean;
  /** Present only when this screen draws the face. */
  protocol?: string;
  value?: number;
  /** A hand card the viewer has picked (to play, or among cards to discard). */
  chosen?: true;
  /** A face-down card whose face everyone sees for now (Light 2's reveal). */
  shown?: true;
  /** The smallest size, in CSS pixels, of the words drawn on it. */
  textPx?: number;
}

/**
 * One thing the table draws, where it is on the page, and what it offers: the keyboard's action
 * bar, card links and the coach find things by it, and browser tests click it like a person
 * would. It lists only what is drawn for this viewer, so it tells nothing the screen does not
 * already show.
 */
export interface SceneObject {
  /** Stable per place on the table: `deck`, `mission:2`, `card:2:1:0`, `item:drone`, `button:stop`, `line:1`, … */
  id: string;
  /** `label`: words on the table that offer nothing (a status line), listed for layout checks. */
  kind: 'card' | 'mission' | 'item' | 'deck' | 'button' | 'seat' | 'line' | 'protocol' | 'label';
  /** The words drawn on it, in the current language. */
  label: string;
  /** What it does, when the table explains it (an item's text): the action bar says it too. */
  detail?: string;
  /** Offers an action or a choice when clicked. */
  enabled: boolean;
  /** The smallest size, in CSS pixels, of the words drawn in it (none when it draws no words). */
  textPx?: number;
  /** Top-left corner and size in CSS pixels of the page. */
  x: number;
  y: number;
  w: number;
  h: number;
  card?: SceneCard;
  compileCard?: CompileSceneCard;
}
