print("icufmt")
