import { isRuleError, parseAction, type AnyGame } from '@dead-drop/shared';
import type { AbandonVote } from './abandonVote';
import type { Chat } from './chat';
import type { Concession } from './concession';
import type { HostControls } from './hostControls';
import type { Lobby } from './lobby';
import type { OrderHandlers } from './orders';
import type { Play } from './play';
import type { PlayAgain } from './playAgain';
import type { Rematch } from './rematch';

/** The parts of a table that its members' messages reach. */
export interface OrderTakers {
  readonly play: Play;
  readonly chat: Chat;
  readonly lobby: Lobby;
  readonly rematch: Rematch;
  readonly playAgain: PlayAgain;
  readonly concession: Concession;
  readonly vote: AbandonVote;
  readonly host: HostControls;
}

/** The handler of each message a member may send (`ToServer`): one missing does not compile. */
export function orderHandlers(
  game: AnyGame,
  { play, chat, lobby, rematch, playAgain, concession, vote, host }: OrderTakers,
): OrderHandlers {
  return {
    act: (member, { action, at }) => {
      // The action is the game's to read: refused here as the game refuses it, or played typed.
      const parsed = parseAction(game, action);
      return isRuleError(parsed) ? parsed : play.act(member, at, parsed);
    },
    start: (member) => lobby.start(member),
    chat: (member, { text }) => chat.say(member, text),
    addBot: (member) => lobby.addBot(member),
    removeBot: (member, { seat }) => lobby.removeBot(member, seat),
    botLevel: (member, { seat, level }) => lobby.setBotLevel(member, seat, level),
    rematch: (member) => rematch.want(member),
    undo: (member, { at }) => play.undo(member, at),
    concede: (member) => concession.concede(member),
    abandon: (member, { agree }) => vote.vote(member, agree),
    removePlayer: (member, { seat }) => host.remove(member, seat),
    lock: (member, { locked }) => host.lock(member, locked),
    pause: (member, { paused }) => host.pause(member, paused),
    handHost: (member, { seat }) => host.handHost(member, seat),
    playAgain: (member, invitation) => playAgain.invite(member, invitation),
    letBack: (member, { index }) => host.letBack(member, index),
  };
}
