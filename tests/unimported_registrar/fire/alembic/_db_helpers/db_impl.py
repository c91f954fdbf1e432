def upgrade() -> None:
    pass
