# Warning flags shared by every Panalo target; -Werror only when PANALO_WERROR is on
# so a newer compiler on a developer machine does not block local work.
function(panalo_target_warnings target)
  target_compile_options(${target} PRIVATE
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion
    -Wnon-virtual-dtor -Wold-style-cast -Woverloaded-virtual
    -Wdouble-promotion -Wformat=2 -Wimplicit-fallthrough)
  if(PANALO_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
