" toolsight: `:checkhealth toolsight` on Neovim 0.7 looks for health#toolsight#check.
if exists('g:loaded_toolsight') | finish | endif
let g:loaded_toolsight = 1
