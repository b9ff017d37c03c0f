# エンジンがコードで伝えること(www/js/i18n/engine-words.js):手番側の名前、対局の結果、バリアントの設定、エラー。

## 手番側の名前(ゲームごと)

player-double-ring-first = プレイヤー1
player-double-ring-second = プレイヤー2
player-double-take-first = 赤
player-double-take-second = 緑
player-king-of-rings-first = 白
player-king-of-rings-second = 黒
player-one-ring-first = 白
player-one-ring-second = 黒
player-double-eighteen-stone-first = 白
player-double-eighteen-stone-second = 黒
player-chess-first = 白
player-chess-second = 黒

## 対局の終わり方

outcome-win = { $winner }の勝ち: { $reason }
outcome-draw = 引き分け: { $reason }
outcome-checkmate = チェックメイト
outcome-stalemate = ステイルメイト: { $stuck }に指せる手がない
outcome-no-move = { $stuck }に動かせる手がない
outcome-resigned = { $player }が投了
outcome-ring-destroyed = 指輪が破壊された
outcome-dead-position = どちらにもメイトできる駒がない
outcome-fifty-moves = 双方50手のあいだ駒取りもポーンの移動もない
outcome-repetition = 同じ局面が3回現れた
outcome-far-row = { $player }が奥の列に4つの駒を置いた
outcome-no-four-left = どちらにも奥の列に届く4つの駒が残っていない
outcome-neither-can-move = どちらも動けない
outcome-points-each = 双方{ $points }点; { $end }
outcome-points = { $high }点対{ $low }点; { $end }
outcome-end-both-passed = 両者がパスした
outcome-end-repetition = 同じ局面が3回現れた
outcome-end-no-ring-left = 盤上にリングが残っていない

## バリアントの設定

option-double-ring-rule = ルール
option-double-ring-size = 盤の大きさ
option-double-take-length = 盤
choice-double-ring-rule-skip2 = 2つ飛び
choice-double-ring-rule-skip3 = 3つ飛び
choice-double-ring-rule-odd = 奇数飛び
choice-double-ring-rule-even = 偶数飛び
choice-double-ring-rule-knight = ナイト重ね
choice-double-take-length-8 = 8 × 8
choice-double-take-length-10 = 8 × 10

## 入力、リンク、棋譜のエラー。コロンの後の詳細($why、$detailなど)はエンジンからの英語です。

error-unknown-game = 不明なゲーム「{ $id }」(ゲーム: { $known })
error-unknown-option = { $game }に不明な設定「{ $key }」(設定: { $known })
error-bad-option-value = 設定「{ $key }」の値「{ $value }」が正しくありません: { $expected }を指定してください
error-malformed-option = 設定「{ $detail }」の形式が正しくありません: key=value の形にしてください
error-repeated-option = 設定「{ $detail }」が2回指定されています
error-bad-position = 正しくない局面: { $detail }
error-bad-move-syntax = 正しくない手「{ $mv }」: { $why }
error-unclear-move = 「{ $mv }」はどの手ですか: { $choices }?
error-not-understood = 「{ $mv }」は手として読めません: { $example } のように入力してください
error-illegal-move = { $player }の手「{ $mv }」は反則です
error-game-over = 手「{ $mv }」は対局の終了後です({ $result })
error-bad-link = 正しくないリンク: { $detail }
error-bad-record = 正しくない棋譜、{ $line }行目: { $why }
error-bad-argument = 正しくない{ $what }: { $why }
