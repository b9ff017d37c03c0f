# What the engine tells the page as codes (www/js/i18n/engine-words.js): the
# sides' names, how a game ended, the variant options and the errors in a
# move, a position, a link or a record. Loaded with every page that plays.

## The sides, per game.


## How a game ended: "White wins: checkmate".

outcome-win = { $winner } wins: { $reason }
outcome-draw = Draw: { $reason }
outcome-resigned = { $player } resigned
outcome-repetition = the same position for the third time

## The variant options and their choices.

