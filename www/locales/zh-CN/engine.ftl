# 引擎以代码告知页面的内容(www/js/i18n/engine-words.js):双方名称、对局结果、变体选项和错误。

## 双方名称(按游戏)


## 对局如何结束

outcome-win = { $winner }获胜：{ $reason }
outcome-draw = 和棋：{ $reason }
outcome-resigned = { $player }认输
outcome-repetition = 同一局面第三次出现

## 变体选项

