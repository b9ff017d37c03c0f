# サイトの枠: ヘッダー、ホームページ、どのページにも出る通知。

site-title = ringboard：珍しいアブストラクトゲーム
site-description = ダブルリング、ダブルテイク、キング・オブ・リングスなど珍しいアブストラクトゲームを、ルールどおりにブラウザで遊べます。
nav-games = ゲーム
nav-lobby = ロビー
page-loading = 読み込み中…
language-picker =
    .aria-label = 言語
notice-dismiss = 閉じる
    .aria-label = メッセージを閉じる

## ゲーム名。固有名詞として英語の名前を残すもの(DoubleEIGHTEEN-STONEchess)があります。

game-name-double-ring = ダブルリング
game-name-double-take = ダブルテイク
game-name-king-of-rings = キング・オブ・リングス
game-name-one-ring = ワン・リング
game-name-double-eighteen-stone = DoubleEIGHTEEN-STONEchess
game-name-chess = チェス

## どのページにも出る通知

notice-no-game = ここに「{ $game }」というゲームはありません。遊べるゲームはこちらです。
notice-engine-failed = ゲームエンジンを読み込めませんでした。このサイトにはWebAssemblyに対応したブラウザが必要です。ページを再読み込みすると直ることがあります。
notice-update-ready = ringboardの新しいバージョンの準備ができました。ゲームは保存されています。
notice-update-reload = 再読み込みして更新

# 各ゲームの手番の名前（どのページでも使う。ここで遊んだゲームの一覧も）。
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
# A square board's size, as in a variant's line ("Skip Two · 9 x 9").
board-square-size = { $size }×{ $size }
board-rectangle-size = { $width }×{ $height }
# The pie rule, every game's option (RULES.md §7): the game page, Play online and the lab word it.
option-pie = パイルール
choice-pie-0 = なし
choice-pie-1 = あり
