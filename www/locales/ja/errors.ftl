# The engine's errors (www/js/i18n/engine-words.js), loaded when one is to be shown.

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
