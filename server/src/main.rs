/// The stack of the thread that runs the command and of the language server's threads.
/// Analysis walks syntax and types recursively; deep but valid Python (a 30,000-term sum, a
/// 50,000-member union) needs far more than the 8 MB main thread. Only the pages used are
/// committed, so a large reservation costs nothing for ordinary files.
const STACK: usize = 1 << 30;

fn main() {
    let code = std::thread::Builder::new()
        .name("toolsight".into())
        .stack_size(STACK)
        .spawn(|| toolsight::cli::run(std::env::args().collect()))
        .ok()
        .and_then(|t| t.join().ok())
        // The thread could not start, or panicked outside the places that catch panics.
        .unwrap_or(101);
    std::process::exit(code);
}
