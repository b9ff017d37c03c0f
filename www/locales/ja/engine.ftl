# エンジンがコードで伝えること(www/js/i18n/engine-words.js):手番側の名前、対局の結果、バリアントの設定、エラー。

## 手番側の名前(ゲームごと)


## 対局の終わり方

outcome-win = { $winner }の勝ち：{ $reason }
outcome-draw = 引き分け：{ $reason }
outcome-resigned = { $player }が投了
outcome-repetition = 同じ局面が3回現れた

## バリアントの設定

