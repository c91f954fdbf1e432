fn main() {
    let code = toolsight::cli::run(std::env::args().collect());
    std::process::exit(code);
}
