# Words of the area 'learn' (www/js/i18n/i18n.js: needWords): the lesson
# and puzzle pages. $game is a game's name, $player a side's.

## The board of both pages.

learn-board =
    .aria-label = レッスンの盤
learn-board-label =
    .aria-label = { $game }の盤、{ $player }の手番
learn-promote-to =
    .aria-label = 昇格先
learn-passes = { $player }はパス
learn-hand = { $player }の持ち駒：{ $knights }
learn-hand-empty = { $player }の持ち駒：なし
learn-hand-drop = 持ち駒のナイトを打つ：ここをクリックしてから、リングをクリック
learn-hand-knights = 持ち駒のナイト

## The lesson page.

learn-heading = { $game }を学ぶ
learn-page-title = { $game }を学ぶ · ringboard
learn-link-play = 対局する
learn-link-puzzles = パズル
learn-link-lessons = レッスン
learn-lessons = レッスン
learn-steps =
    .aria-label = ステップ
learn-step = ステップ{ $number }
    .title = ステップ{ $number }
learn-lesson-done = ✓
    .aria-label = 完了
learn-try-again = やり直す
learn-again = もう一度
learn-try-yourself = 自分でやってみる
learn-show-me = お手本を見る
learn-next-step = 次のステップ
learn-next-lesson = 次のレッスン
learn-play-computer = コンピューターと対局
learn-status-your-move = あなたは{ $player }：あなたの番です
learn-status-wait = 相手の応手を待っています…
learn-status-wrong = 今回は違います：もう一度どうぞ
learn-status-not-this-move = その手ではありません：別の手をどうぞ
learn-status-done = よくできました
learn-status-showing = 見ていてください
learn-status-shown = やってみましょう
learn-your-move-again = またあなたの番です。
learn-lesson-complete = レッスン完了！
learn-all-lessons-complete = このゲームのレッスンをすべて終えました。
learn-that-is-how = このように指します。
learn-now-you-try = 今度はあなたの番です。
learn-step-failed = このレッスンのステップを開けませんでした（{ $error }）。

## The puzzle page.

puzzle-heading = { $game }のパズル
puzzle-page-title = { $game }のパズル · ringboard
puzzle-number = パズル { $number }/{ $count }
puzzle-difficulty = · 難易度 { $stars }
puzzle-show-solution = 解答を見る
puzzle-next = 次のパズル
puzzle-skip = スキップ
puzzle-open-game = ゲームのページで開く
puzzle-analyse = 局面を解析する
puzzle-yours = あなたのパズル
puzzle-stats = { $count }問中{ $solved }問正解 · 連続正解 { $streak } · 最高記録 { $best }
puzzle-note = ここにあるパズルはすべて、エンジンが自分の対局の中で見つけ、検証したものです。勝てるのは1つの手（または短い1つの強制手順）だけで、ほかの手では勝てません。
puzzle-status-solving = あなたは{ $player }：最善手を見つけてください
puzzle-status-failed = その手ではありません
puzzle-status-solved = 正解
puzzle-status-shown = 解答
puzzle-find-best = 最善手を見つけてください。
puzzle-reply = いいですね。相手の応手は{ $move }でした。続けてください。
puzzle-solved = 正解！
puzzle-first-try = 一回目で正解です。
puzzle-streak = 連続正解：{ $streak }。
puzzle-wrong-over = { $move }は正解ではありません：{ $result }。
puzzle-wrong-looking = { $move }は正解ではありません。エンジンが応手を探しています…
puzzle-wrong = { $move }は正解ではありません。
puzzle-refuted = { $move }は正解ではありません：{ $player }は{ $reply }と応じます。
puzzle-refuted-wins = { $move }は正解ではありません：{ $player }は{ $reply }と応じ、必勝になります。
puzzle-refuted-ahead = { $move }は正解ではありません：{ $player }は{ $reply }と応じ、優勢になります。
puzzle-solution = 解答：{ $moves }。
puzzle-open-failed = このパズルを開けませんでした（{ $error }）。

## A puzzle's goal and theme (src/learn/puzzle.rs). $moves: the side's own moves to the win.

puzzle-goal-only-move = { $player }の手番：唯一の勝ち手を見つけてください。
puzzle-theme-only-move = 唯一の勝ち手
puzzle-goal-only-pair = { $player }の手番：勝てる唯一の2つのリングを見つけてください。どちらをもう一方の上に動かしてもかまいません。
puzzle-theme-only-pair = 唯一の勝ちペア
puzzle-goal-material = { $player }の手番：駒得してください。
puzzle-theme-material = 駒得
puzzle-goal-mate = { $player }の手番：{ $moves }手でチェックメイト。
puzzle-theme-mate = { $moves }手でチェックメイト
puzzle-goal-ring = { $player }の手番：{ $moves }手で指輪を破壊してください。
puzzle-theme-ring = { $moves }手で指輪を破壊
puzzle-goal-stalemate = { $player }の手番：{ $moves }手でステイルメイトにして勝ってください。
puzzle-theme-stalemate = { $moves }手でステイルメイト勝ち
puzzle-goal-far-row = { $player }の手番：{ $moves }手で4つ目の駒を奥の列に進めてください。
puzzle-theme-far-row = { $moves }手で奥の列に到達
puzzle-goal-points = { $player }の手番：{ $moves }手で、得点でリードしたままゲームを終えてください。
puzzle-theme-points = { $moves }手で得点勝ち
puzzle-goal-win = { $player }の手番：{ $moves }手で勝ってください。
puzzle-theme-win = { $moves }手で勝ち
learn-unknown-lesson = レッスン「{ $lesson }」はありません。次のレッスンを開きます。
puzzle-unknown = パズル「{ $puzzle }」はありません。次のパズルを開きます。
