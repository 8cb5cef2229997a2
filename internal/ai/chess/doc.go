// Package chess is the hall's chess bot: a negamax alpha-beta search
// (principal variation search) with iterative deepening, a
// transposition table, move ordering (hash move, MVV-LVA captures,
// killers, history), quiescence search and a time budget, over a
// hand-tuned evaluation. Three levels play differently: Easy searches
// shallowly and sometimes prefers a plausible weaker move the way a
// beginner would, Medium searches a little, Strong uses up to a second.
//
// The bot sees only the game's View; it rebuilds the position and the
// repetition history by replaying the public move list.
package chess
