"""# expect: none"""
