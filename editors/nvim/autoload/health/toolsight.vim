" Neovim 0.7 runs :checkhealth through autoload functions.
function! health#toolsight#check() abort
  lua require('toolsight.health').check()
endfunction
